import { readdirSync } from 'node:fs';
import { HOOKS_DIR } from '../paths.ts';

// For tests that read which hooks the site binds, and to which collections, from the hook files.

/** Every hook file but the generated data, by its path under pb_hooks. */
export function hookFiles(): string[] {
  return readdirSync(HOOKS_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.js') && !file.startsWith('generated'),
  );
}

/** The arguments of the call whose `(` ends at `start`, up to its closing parenthesis. */
export function callText(source: string, start: number): string {
  let depth = 1;
  for (let at = start; at < source.length; at++) {
    if (source[at] === '(') depth++;
    else if (source[at] === ')' && --depth === 0) return source.slice(start, at);
  }
  return source.slice(start);
}

/** The collections a hook call's arguments (`callText`) name after its handler, as `'name'`; '' for none (every collection). */
export function hookTags(call: string): string {
  return /((?:,\s*'[a-z_]+'\s*)+),?\s*$/.exec(call)?.[1] ?? '';
}
