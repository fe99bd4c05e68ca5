import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIBRARIES, SHELL_SHARED } from './cold-load-chunks.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const inStore = (name: string) => `${root}node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/index.js`;

describe('cold-load chunks', () => {
  it('names shell modules that exist: a moved file would quietly get a file of its own again', () => {
    for (const path of SHELL_SHARED) expect(existsSync(`${root}${path}`), path).toBe(true);
  });

  it('groups the libraries every page runs, not those only some pages load', () => {
    for (const name of ['react', 'react-dom', 'scheduler', 'zustand', 'pocketbase'])
      expect(LIBRARIES.test(inStore(name)), name).toBe(true);
    for (const name of ['react-router', 'react-dom-extra', 'diff', '@tiptap/core'])
      expect(LIBRARIES.test(inStore(name)), name).toBe(false);
  });
});
