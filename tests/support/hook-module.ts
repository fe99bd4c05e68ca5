import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOOKS_DIR } from '@tjas/backend/paths';

/**
 * A plain-JavaScript module of pb_hooks/lib (`lib/filter-guard.js`), loaded as PocketBase loads
 * it: CommonJS, with `__hooks` naming the hooks folder. Node cannot `require` these files itself
 * (packages/backend is an ES module package), and the hooks name each other by `__hooks` paths.
 * Only for modules that use no PocketBase API when loaded.
 */
export function hookModule<T>(path: string): T {
  const loaded = new Map<string, unknown>();
  const load = (file: string): unknown => {
    if (!loaded.has(file)) {
      const module = { exports: {} as unknown };
      loaded.set(file, module.exports);
      new Function('module', 'exports', 'require', '__hooks', readFileSync(file, 'utf8'))(
        module,
        module.exports,
        load,
        HOOKS_DIR,
      );
      loaded.set(file, module.exports);
    }
    return loaded.get(file);
  };
  return load(join(HOOKS_DIR, path)) as T;
}
