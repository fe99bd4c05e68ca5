// The end-to-end server serves a copy of the built site, so tests that deploy and roll back
// sections change the copy, never the developer's .site.
import { cp, rm } from 'node:fs/promises';

export const E2E_SITE_DIR = '.tmp/e2e/site';

await rm(E2E_SITE_DIR, { recursive: true, force: true });
await cp('.site', E2E_SITE_DIR, { recursive: true });
