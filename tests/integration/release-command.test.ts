import { spawn } from 'node:child_process';
import { freePort } from '@tjas/backend/pocketbase-process';
import { describe, expect, it } from 'vitest';

// The release command speaks Dutch to a volunteer whose site cannot be reached: one line that
// says what to check, exit code 1, no stack trace.

function releaseCommand(site: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'node_modules/.bin/tsx',
      ['packages/deploy/src/cli/release-section.ts', 'sport', '--list', '--site', site],
      { env: { ...process.env, TJAS_EMAIL: 'sport@tjas.example', TJAS_PASSWORD: 'tjas-demo-2026' } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

describe('the release command', () => {
  it('says in Dutch that the site cannot be reached, without a stack trace', async () => {
    const site = `http://127.0.0.1:${await freePort()}`;
    const { code, output } = await releaseCommand(site);
    expect(code).toBe(1);
    expect(output).toContain(`${site} is niet bereikbaar. Controleer het adres en je verbinding`);
    expect(output).not.toMatch(/\n\s+at |TypeError|fetch failed|Something went wrong/);
  }, 30_000);
});
