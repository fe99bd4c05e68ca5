import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { HOOKS_DIR } from '../paths.ts';

/**
 * What a hook module may meet when it runs under Node: `globals`, PocketBase's globals it uses
 * (`$os`, `Record`, `$dbx`, ...) by name; `modules`, stand-ins for the hook modules it requires,
 * by their path under pb_hooks (`lib/section-store.js`), for those that reach PocketBase.
 */
export interface HookWorld {
  globals?: Record<string, unknown>;
  modules?: Record<string, unknown>;
}

/**
 * A plain-JavaScript module of pb_hooks (`lib/ical.js`), loaded as PocketBase loads it: CommonJS
 * with `__hooks` naming the hooks folder, each file once per call, a relative path from the file
 * that requires it. The globals are given as the
 * function's parameters, not set on Node's global object, so tests sharing a worker
 * (`isolate: false`) cannot see each other's. Tests outside this package import it as
 * `@tjas/backend/load-hook`.
 */
export function loadHook<T>(path: string, world: HookWorld = {}): T {
  const globals = world.globals ?? {};
  const modules = new Map(
    Object.entries(world.modules ?? {}).map(([name, value]) => [resolve(HOOKS_DIR, name), value]),
  );
  const loaded = new Map<string, unknown>();
  const load = (file: string): unknown => {
    const at = resolve(file);
    if (modules.has(at)) return modules.get(at);
    if (!loaded.has(at)) {
      const module = { exports: {} as unknown };
      loaded.set(at, module.exports); // a module required while it loads gets what it has so far
      const names = ['module', 'exports', 'require', '__hooks', ...Object.keys(globals)];
      // A relative path is the requiring file's neighbour, as in PocketBase (section-bundle.cjs
      // requires ./route-patterns.cjs).
      const require = (name: string) => load(name.startsWith('.') ? resolve(dirname(at), name) : name);
      new Function(...names, readFileSync(at, 'utf8'))(
        module,
        module.exports,
        require,
        HOOKS_DIR,
        ...Object.values(globals),
      );
      loaded.set(at, module.exports);
    }
    return loaded.get(at);
  };
  return load(resolve(HOOKS_DIR, path)) as T;
}
