import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.css') &&
        !entry.parentPath.includes('node_modules') &&
        !entry.parentPath.includes('/dist'),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

// "Bram Best|uur" (#32 item 3): `overflow-wrap: anywhere` also lets a grid or flex column shrink
// to a few letters, so words break to make room; `word-break: break-all` breaks every word at the
// line's end. `overflow-wrap: break-word` breaks only a word longer than the whole line.
// tests/e2e/phone-layout.spec.ts measures the words on every member page.
describe('styles', () => {
  it('never break words to make room', () => {
    const files = ['shell/src', 'remotes', 'packages/ui/src'].flatMap(cssFiles);
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /overflow-wrap:\s*anywhere|word-break:\s*break-(all|word)/.test(line) ? [`${file}:${index + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
