import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '@tjas/backend/pocketbase-process';
import { describe, expect, it } from 'vitest';

// `pnpm mail:catcher`, for trying production mode locally: it takes mail over SMTP and shows it.

function smtpBanner(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('data', (chunk: Buffer) => {
      socket.end('QUIT\r\n');
      resolve(chunk.toString());
    });
    socket.once('error', reject);
  });
}

describe('pnpm mail:catcher', () => {
  it('listens for SMTP and shows what it caught', async () => {
    const [smtp, http] = [await freePort(), await freePort()];
    const child = spawn('node_modules/.bin/tsx', ['packages/backend/src/mail-catcher-cli.ts'], {
      env: { ...process.env, SMTP_PORT: String(smtp), MAIL_HTTP_PORT: String(http) },
    });
    try {
      const started = await new Promise<string>((resolve) =>
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
      );
      expect(started).toContain(`SMTP op 127.0.0.1:${smtp}, te lezen op http://127.0.0.1:${http}/messages`);
      expect(await smtpBanner(smtp)).toMatch(/^220 /);
      expect(await (await fetch(`http://127.0.0.1:${http}/messages`)).json()).toEqual([]);
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);
});
