import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMonolith } from '../bench/monolith/build-monolith.ts';

// The benchmark compares the federated site with this build; it must keep building as the
// shell changes (it replaces the shell's section loader with its own).
describe('the benchmark-only monolithic build', () => {
  let out = '';
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('builds the shell with all six sections as lazy chunks and no federation runtime', async () => {
    out = await mkdtemp(join(tmpdir(), 'tjas-monolith-'));
    buildMonolith(out);
    const files = await readdir(join(out, 'assets'));
    expect(files.filter((file) => /^section-[A-Za-z0-9_-]{8}\.js$/.test(file))).toHaveLength(6);
    const code = await Promise.all(
      files.filter((file) => file.endsWith('.js')).map((file) => readFile(join(out, 'assets', file), 'utf8')),
    );
    expect(code.some((text) => text.includes('_FEDERATION_RUNTIME_CORE'))).toBe(false);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('<script type="module"');
  });
});
