import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// DOMPurify is half of the section's code and only the pages with stored HTML need it: it is a
// file of its own, loaded by loadSanitizer (sanitize-html.ts). One static import anywhere in the
// section's code would put it back in section.js, on every media page's first load.
const SOURCE = join(import.meta.dirname, '..');

describe('the sanitiser', () => {
  it('is imported statically nowhere in the section (tests aside), only by loadSanitizer', () => {
    const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const statically = files.filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+['"]dompurify['"]/m.test(readFileSync(join(SOURCE, file), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(statically).toEqual([]);
    expect(readFileSync(join(SOURCE, 'lib/sanitize-html.ts'), 'utf8')).toMatch(/import\('dompurify'\)/);
  });
});
