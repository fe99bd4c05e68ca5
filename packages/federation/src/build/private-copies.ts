import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { normalizePath } from 'vite';
import type { Rolldown } from 'vite';
import type { SharedMap } from '../shared-map.ts';
import { packageOf } from './installed-version.ts';

/**
 * Packages a shared one stands in for: a section that imports react-router itself has a router of
 * its own, whose links and hooks find no router around them in the shell's page.
 */
const WRAPPED: Readonly<Record<string, readonly string[]>> = { '@tjas/router': ['react-router'] };

/** The package a bundled module file belongs to, by its last `node_modules` folder (module ids use `/` everywhere). */
export function packageOfModule(id: string): string | undefined {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const parts = id.slice(at + '/node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function packageDir(name: string, root: string): string | undefined {
  try {
    const require = createRequire(join(root, 'package.json'));
    return normalizePath(realpathSync(dirname(require.resolve(`${name}/package.json`))));
  } catch {
    return undefined; // not installed for this section: it cannot be bundled either
  }
}

export interface PrivateCopies {
  /** Copies of what the shell shares (or a package it wraps): a second React, router or session. */
  singletons: string[];
  /** Copies of what the shared packages are built on (e.g. zustand): safe, but not the shell's. */
  others: string[];
}

/**
 * The shared-looking packages a section build bundled into itself instead of importing them from
 * the shell. A singleton copy breaks at run time (React hooks, the router's context and the
 * session store need the one instance), so the build refuses it; a copy of a package the shared
 * ones use is allowed, with a warning, because it shares no state with the shell's.
 */
export function privateCopies(bundle: Rolldown.OutputBundle, shared: SharedMap, root: string): PrivateCopies {
  const forbidden = new Set(Object.keys(shared).flatMap((key) => [packageOf(key), ...(WRAPPED[key] ?? [])]));
  const underlying = new Set<string>();
  const workspaceDirs = new Map<string, string>();
  for (const name of new Set(Object.keys(shared).map(packageOf))) {
    const dir = packageDir(name, root);
    if (!dir || dir.includes('/node_modules/')) continue;
    workspaceDirs.set(name, `${dir}/`); // a workspace package: its files are not under node_modules
    const { dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) if (!forbidden.has(dependency)) underlying.add(dependency);
  }
  const singletons = new Set<string>();
  const others = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    for (const id of item.moduleIds) {
      const name = packageOfModule(id) ?? [...workspaceDirs].find(([, dir]) => id.startsWith(dir))?.[0] ?? undefined;
      if (!name) continue;
      if (forbidden.has(name)) singletons.add(name);
      else if (underlying.has(name)) others.add(name);
    }
  }
  return { singletons: [...singletons].sort(), others: [...others].sort() };
}
