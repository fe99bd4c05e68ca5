import { resolve } from 'node:path';
import { federationName, SECTION_EXPOSE, SECTION_MANIFEST } from '@tjas/federation/shared-map';
import { DEV_VERSION, type SectionRegistry, type SectionRegistryEntry } from '@tjas/federation/section-registry';
import { readSectionPackage, sectionPrefix, type SectionMeta } from '@tjas/federation/section-package';
import type { Plugin } from 'vite';
import { ownReactRefusal } from './dev-section-target.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const DEV_BASE = '/@tjas-section-dev';

function readMeta(name: string, slug: string): SectionMeta {
  const { meta } = readSectionPackage(resolve(REPO_ROOT, 'remotes', name));
  return { ...meta, prefix: sectionPrefix(meta, slug) };
}

/**
 * Live development of one section (`pnpm dev:section <name>`): the shell's dev server serves the
 * site's registry with that section's entry pointing at a manifest made here, whose module is
 * the section's source. Vite serves and hot-updates that source like the shell's own code, so it
 * runs on the shell's one React and one session store; the other sections come as released.
 */
export function sectionDev(name: string, backend: string, slug = 'tjas'): Plugin {
  const meta = readMeta(name, slug);
  // Served here, a section with its own React would run on the shell's (dev-section-target.ts).
  if (meta.framework === 'own') throw new Error(ownReactRefusal(name));
  const sourceDir = resolve(REPO_ROOT, 'remotes', name, 'src');
  const source = resolve(sourceDir, 'section.tsx');
  const manifestPath = `${DEV_BASE}/${name}/${SECTION_MANIFEST}`;
  const devEntry = (released?: SectionRegistryEntry): SectionRegistryEntry => ({
    name,
    label: released?.label ?? meta.label,
    prefix: released?.prefix ?? meta.prefix,
    entry: manifestPath,
    version: DEV_VERSION,
    ...(meta.order === undefined ? {} : { order: meta.order }),
  });
  return {
    name: 'tjas-section-dev',
    apply: 'serve',
    // Scan the section's source for dependencies at start: found later (on its first load), a
    // new dependency makes vite reload the page, which a volunteer would take for a lost edit.
    // Its tests are not part of the page (they would bring vitest into the optimised deps).
    config: () => ({
      optimizeDeps: { entries: ['index.html', `${sourceDir}/**/*.{ts,tsx}`, `!${sourceDir}/**/*.test.{ts,tsx}`] },
    }),
    configureServer(server) {
      // Watched from the start, so the first edit is a change the page takes as a hot update
      // (a file first seen when it is loaded could come in as new, and reload the page).
      server.watcher.add(sourceDir);
      // Before vite's proxy, which sends everything else of the registry's kind to the backend.
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        try {
          if (path === '/remotes.json') {
            const released = (await (await fetch(`${backend}/remotes.json`)).json()) as SectionRegistry;
            const own = released.sections.find((section) => section.name === name);
            const rank = (section: SectionRegistryEntry) => section.order ?? Number.MAX_SAFE_INTEGER;
            const sections = [...released.sections.filter((section) => section.name !== name), devEntry(own)].sort(
              (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name),
            );
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify({ sections }));
            return;
          }
          if (path === manifestPath) {
            const manifest = {
              id: federationName(name),
              name: federationName(name),
              shared: [],
              exposes: [
                {
                  id: `${federationName(name)}:section`,
                  name: 'section',
                  path: SECTION_EXPOSE,
                  assets: { js: { sync: [`/@fs${source}`], async: [] }, css: { sync: [], async: [] } },
                },
              ],
            };
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(manifest));
            return;
          }
        } catch (error) {
          response.statusCode = 502;
          response.end(
            `Sectie-ontwikkeling: ${backend} is niet bereikbaar (${(error as Error).message}). Draait pnpm start?`,
          );
          return;
        }
        next();
      });
    },
  };
}
