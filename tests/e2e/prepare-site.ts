// Before the end-to-end server starts: a copy of the built site, so tests that deploy and roll back
// sections change the copy, never the developer's .site; and a new data folder, migrated, whose
// passwords hash at bcrypt's lowest cost (tests/support/cheap-password-hashing.ts): the tests log
// in ~300 times, at ~87 ms of the server's processor each at PocketBase's default. The start that
// follows (packages/backend/src/start.ts) sets up and seeds it as it does a new demo site.
import { cp, rm } from 'node:fs/promises';
import { REPO_ROOT } from '@tjas/backend/paths';
import { readSiteSettings } from '@tjas/backend/site-settings';
import { prepareTestDataDir } from '../support/cheap-password-hashing.ts';

const E2E_SITE_DIR = '.tmp/e2e/site';

await rm(E2E_SITE_DIR, { recursive: true, force: true });
await cp('.site', E2E_SITE_DIR, { recursive: true });

const { dataDir, superuser } = readSiteSettings(process.env, REPO_ROOT, 'demo');
await rm(dataDir, { recursive: true, force: true });
await prepareTestDataDir(dataDir, superuser);
