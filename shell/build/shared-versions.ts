import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sharedMap } from '@tjas/federation/shared-map';

const require = createRequire(import.meta.url);

/** The versions of the shared packages this shell build provides, by package name. */
export function sharedVersions(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(sharedMap).map((name) => {
      const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
      return [name, manifest.version];
    }),
  );
}
