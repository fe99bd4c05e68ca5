import type { Plugin } from 'vite';

/**
 * The files of a cold page, fewer (#33: a member's first load of /evenementen in at most 12
 * JavaScript files). Left to itself the bundler gives React, React DOM, zustand, the
 * PocketBase SDK and its own runtime helper a small file each, because both the shell's entry and
 * the shared packages in the import map use them, and splits off every shell module that the
 * entry shares with a lazily loaded page (the crest, the permission table, the release rights, the
 * password dialog's requests). Each is a request of its own on a phone, before the first event shows.
 *
 * Two groups instead: the libraries every page runs (they change only with an upgrade, so a
 * member's cache keeps them across deploys of the shell), and the shell's modules that its entry
 * shares with its lazy pages. A module added to the second kind lands in a file of its own
 * again; the page budget (tests/e2e/page-budget.spec.ts) then says so, and it belongs here.
 */
export const LIBRARIES = /\/node_modules\/(react|react-dom|scheduler|zustand|pocketbase)\//;
export const SHELL_SHARED = [
  'shell/src/config/product.ts',
  'shell/src/features/brand/crest-drawing.ts',
  'shell/src/features/brand/crest.tsx',
  'shell/src/features/confirmations/lib/confirmation-requests.ts',
  'shell/src/features/layouts/components/layout.module.css',
  'shell/src/features/releases/api/section-places-api.ts',
  'shell/src/features/releases/lib/use-releasable.ts',
  'shell/src/features/session/return-target.ts',
  'packages/permissions/src/permission-table.ts',
];

export function coldLoadChunks(): Plugin {
  return {
    name: 'tjas-cold-load-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'libraries', test: LIBRARIES },
                { name: 'shell-shared', test: (id: string) => SHELL_SHARED.some((path) => id.endsWith(path)) },
              ],
            },
          },
        },
      },
    }),
  };
}
