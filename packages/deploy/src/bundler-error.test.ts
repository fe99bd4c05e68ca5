import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readableBuildError, sourcePosition } from './bundler-error.ts';

// vite 8's report of an import that does not resolve, as toolLines leaves it (no colours, no
// stack): the place and the frame are of the transformed code (line 8, double quotes), the import
// is on line 22 of the source.
const FILE = 'src/features/sport/components/results-page.tsx';
const REPORT = [
  'vite v8.3.8 building client environment for production...',
  'transforming...',
  '✓ 30 modules transformed.',
  '✗ Build failed in 312ms',
  'error during build:',
  'Build failed with 1 error:',
  `[UNRESOLVED_IMPORT] Could not resolve './bestaat-niet.ts' in ${FILE}`,
  `   ╭─[ ${FILE}:8:29 ]`,
  '   │',
  ' 8 │ import { bestaatNiet } from "./bestaat-niet.ts";',
  '   │                             ─────────┬─────────',
  '   │                                      ╰─────────── Module not found.',
  '   │',
  `   │ Help: '${FILE}' is imported by the following path:`,
  `   │         - ${FILE}`,
  '   │         - src/section.tsx',
  '───╯',
];

async function sectionWith(source: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'tjas-bundler-'));
  await mkdir(join(root, 'src', 'features', 'sport', 'components'), { recursive: true });
  await writeFile(join(root, FILE), source.join('\n'));
  return root;
}

const SOURCE = [
  ...Array.from({ length: 21 }, (_, line) => `// regel ${line + 1}`),
  "import { bestaatNiet } from './bestaat-niet.ts';",
  'export const x = bestaatNiet;',
];

describe('readableBuildError', () => {
  it('tells the bundler\u2019s error at its line in the source, without vite\u2019s progress', async () => {
    const shown = readableBuildError(REPORT, await sectionWith(SOURCE));
    expect(shown).toEqual([
      `[UNRESOLVED_IMPORT] Could not resolve './bestaat-niet.ts' in ${FILE}`,
      `  ${FILE}:22:29`,
      "  22 │ import { bestaatNiet } from './bestaat-niet.ts';",
      '     │                             ^^^^^^^^^^^^^^^^^^^ Module not found.',
      `  Help: '${FILE}' is imported by the following path:`,
      `          - ${FILE}`,
      '          - src/section.tsx',
    ]);
    expect(shown.join('\n')).not.toMatch(/:8:29|"\.\/bestaat-niet\.ts"|vite v|modules transformed|Build failed/);
  });

  it('keeps the place when the source has the frame\u2019s code there (a syntax error)', () => {
    const source = ['const a = 1;', 'const b = = 2;'];
    expect(sourcePosition(source, { line: 2, column: 11 }, 'const b = = 2;')).toEqual({ line: 2, column: 11 });
  });

  it('leaves out a frame it cannot place in the source, keeping the file and the message', async () => {
    const shown = readableBuildError(REPORT, await sectionWith(['export const niets = 1;']));
    expect(shown).toEqual([
      `[UNRESOLVED_IMPORT] Could not resolve './bestaat-niet.ts' in ${FILE}`,
      `  ${FILE}`,
      '  Module not found.',
      `  Help: '${FILE}' is imported by the following path:`,
      `          - ${FILE}`,
      '          - src/section.tsx',
    ]);
  });
});
