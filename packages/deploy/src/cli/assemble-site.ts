/**
 * After `pnpm build`: puts the built shell into the served folder (`.site`, or SITE_DIR):
 * index.html, assets/, builds/ and section-host.json (what the shell offers sections).
 *
 * Sections are not part of it: the site stores the versions committees release, and which one
 * is live, in its own data (`pnpm release:section`; the first `pnpm start` releases every
 * section once). So a shell build never changes a section.
 */
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT, SITE_DIR } from '../site-paths.ts';

await mkdir(SITE_DIR, { recursive: true });
// Replace the previous shell whole, including what older layouts kept here (sections/, remotes.json).
for (const entry of await readdir(SITE_DIR)) await rm(join(SITE_DIR, entry), { recursive: true, force: true });
await cp(join(REPO_ROOT, 'shell/dist'), SITE_DIR, { recursive: true });
console.log(`Shell samengesteld in ${SITE_DIR}.`);
