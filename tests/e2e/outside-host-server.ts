import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { build } from 'vite';
import { serveBuiltHost } from './static-host.ts';
import { API } from './support.ts';

// The outside host of docs/outside-host.md (examples/outside-host), built as its own developer
// would build it and served from another origin than the site's, for the specs that load a
// section in it (outside-host.spec.ts; own-react.spec.ts for a section with its own React).
const EXAMPLE = resolve('examples/outside-host');
const HOST_DIR = resolve('.tmp/e2e/outside-host');
/** Another origin than the site's (plain-mf-host.spec.ts serves its host on 8094). */
export const HOST_URL = 'http://127.0.0.1:8095';

/** Builds the example against the test site and serves it on HOST_URL; resolves to what stops it. */
export async function serveOutsideHost(): Promise<() => Promise<void>> {
  // The example is no part of the pnpm workspace (nothing of it is installed): it is built with
  // the vite of the workspace and resolves its imports from the workspace's node_modules. That is
  // the same build as after `npm install` in the example only while its package.json names
  // exactly the versions installed here, which this checks.
  const example = JSON.parse(await readFile(join(EXAMPLE, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const require = createRequire(join(resolve('.'), 'package.json'));
  for (const [name, version] of Object.entries({ ...example.dependencies, ...example.devDependencies })) {
    expect(version, `${name} in examples/outside-host`).not.toMatch(/workspace:|link:|file:/);
    const installed = (
      JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }
    ).version;
    expect(version, `${name} in examples/outside-host`).toBe(installed);
  }
  process.env['VITE_TJAS_SITE'] = API.replace(/\/api$/, '');
  try {
    await build({ root: EXAMPLE, logLevel: 'warn', build: { outDir: HOST_DIR, emptyOutDir: true } });
  } finally {
    delete process.env['VITE_TJAS_SITE'];
  }
  return serveBuiltHost(HOST_DIR, HOST_URL);
}
