import { randomBytes } from 'node:crypto';
import { SECTION_CONTRACT_VERSION } from '@tjas/federation/section-contract';
import { SECTION_HOST_FILE } from '@tjas/federation/section-host';
import type { Plugin } from 'vite';
import { SHELL_PAGES_FILE, shellPagePaths } from '../src/config/shell-pages.ts';
import { sharedVersions } from './shared-versions.ts';

/**
 * Compiles the versions of the shared packages into the shell as __TJAS_SHARED_VERSIONS__, and
 * gives every shell build an id, compiled into the shell as __TJAS_BUILD_ID__ and published as
 * builds/latest.json and builds/meta/{id}.json, so an open page can notice a newer build.
 * Publishes what this shell offers sections (section-host.json: the contract versions it mounts
 * and the shared packages it provides): the server and the release command check a section
 * release against it before anything switches. Lists the shell's own pages (shell-pages.json),
 * so the server can answer every other address outside the sections with 404.
 */
export function buildInfo(): Plugin {
  const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;
  const builtAt = new Date().toISOString();
  return {
    name: 'tjas-build-info',
    config: () => ({
      define: {
        __TJAS_BUILD_ID__: JSON.stringify(id),
        __TJAS_SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
      },
    }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id, builtAt }) });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: JSON.stringify({ id, builtAt }) });
      const host = { contractVersions: [SECTION_CONTRACT_VERSION], shared: sharedVersions() };
      this.emitFile({ type: 'asset', fileName: SECTION_HOST_FILE, source: `${JSON.stringify(host, null, 2)}\n` });
      this.emitFile({
        type: 'asset',
        fileName: SHELL_PAGES_FILE,
        source: `${JSON.stringify(shellPagePaths(), null, 2)}\n`,
      });
    },
  };
}
