import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The only global styles: the UI kit's design tokens and element defaults, the shell's @font-face
// rules of the brand typeface (font faces are global by nature; it styles nothing), and the site
// header's bar, which index.html draws before any script (its HTML cannot name hashed classes).
const GLOBAL_STYLES = new Set([
  'packages/ui/src/styles/tokens.css',
  'packages/ui/src/styles/base.css',
  'shell/src/features/brand/brand-font.css',
  'shell/src/features/layouts/site-header.css',
]);

function cssFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css') && !entry.parentPath.includes('node_modules'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('styles', () => {
  it('are CSS Modules everywhere, so no section can restyle another', () => {
    const files = ['shell/src', 'remotes', 'packages/ui/src']
      .flatMap(cssFiles)
      .filter((file) => !file.includes('/dist/'));
    expect(files.length).toBeGreaterThan(5);
    const global = files.filter((file) => !file.endsWith('.module.css') && !GLOBAL_STYLES.has(file));
    expect(global).toEqual([]);
  });

  it('of the brand typeface are font faces only', () => {
    const css = readFileSync(join(root, 'shell/src/features/brand/brand-font.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    expect(css.replace(/@font-face\s*\{[^}]*\}/g, '').trim()).toBe('');
  });
});
