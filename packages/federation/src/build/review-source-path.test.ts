import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewSourcePath } from './review-source-path.ts';

const CHECKOUT = resolve(import.meta.dirname, '../../../..');

/** The source as rolldown gives it: relative from the map's folder. */
const fromMap = (sectionRoot: string, file: string) => {
  const map = join(sectionRoot, 'dist/assets/section-abc.js.map');
  return [relative(join(sectionRoot, 'dist/assets'), file), map] as const;
};

describe('reviewSourcePath', () => {
  it('names a section’s own files from its folder, as before, in the checkout', () => {
    const root = join(CHECKOUT, 'remotes/sport');
    expect(reviewSourcePath(root, ...fromMap(root, join(root, 'src/results-page.tsx')))).toBe('src/results-page.tsx');
    expect(reviewSourcePath(root, ...fromMap(root, join(CHECKOUT, 'packages/ui/src/button.tsx')))).toBe(
      'packages/ui/src/button.tsx',
    );
  });

  it('names the checkout’s packages from the checkout for a section outside it, not by the folders between', () => {
    const root = '/home/vrijwilliger/proef';
    const shared = join(CHECKOUT, 'packages/federation/src/define-react-section.ts');
    expect(fromMap(root, shared)[0]).toMatch(/^\.\.\/\.\.\/\.\./);
    expect(reviewSourcePath(root, ...fromMap(root, shared))).toBe('packages/federation/src/define-react-section.ts');
    expect(reviewSourcePath(root, ...fromMap(root, join(root, 'src/page.tsx')))).toBe('src/page.tsx');
  });

  it('names a package installed elsewhere from its node_modules, and keeps a virtual module’s name', () => {
    const root = '/home/vrijwilliger/proef';
    const react = '/home/vrijwilliger/.cache/store/node_modules/react/index.js';
    expect(reviewSourcePath(root, ...fromMap(root, react))).toBe('node_modules/react/index.js');
    expect(reviewSourcePath(root, '\0virtual:mf-entry', join(root, 'dist/assets/x.js.map'))).toBe('\0virtual:mf-entry');
  });
});
