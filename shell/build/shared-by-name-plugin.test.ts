import { describe, expect, it } from 'vitest';
import { importSharedByName } from './shared-by-name-plugin.ts';

describe('importSharedByName', () => {
  const plugin = importSharedByName(['react', '@tjas/ui']);
  const resolve = (source: string, importer?: string) =>
    (plugin.resolveId as (source: string, importer?: string) => unknown).call({}, source, importer);

  it("makes the shell's own imports of a shared package bare names for the import map", () => {
    expect(resolve('react', '/repo/shell/src/main.tsx')).toEqual({ id: 'react', external: true });
    expect(resolve('@tjas/ui', '/repo/packages/auth/src/session.ts')).toEqual({ id: '@tjas/ui', external: true });
  });

  it('leaves the share entries, packages in node_modules and other imports to the bundler', () => {
    expect(resolve('react', '\0mf-host-provided-share:react')).toBeNull();
    expect(
      resolve('react', '/repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom.production.js'),
    ).toBeNull();
    expect(resolve('react-dom/client', '/repo/shell/src/main.tsx')).toBeNull();
    expect(resolve('react', undefined)).toBeNull();
  });
});
