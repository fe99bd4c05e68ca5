import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The package a shared key belongs to: `react/jsx-runtime` -> `react`, `@tjas/ui` -> `@tjas/ui`. */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? key);
}

/** The version of the package behind `key` as installed for the app in `root`. */
export function installedVersion(key: string, root: string): string {
  const require = createRequire(join(root, 'package.json'));
  const file = require.resolve(`${packageOf(key)}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
