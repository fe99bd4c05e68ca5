/** `pnpm prune:sections [--keep 2]`: removes old section versions, keeping current + `keep` others. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pruneSection } from '../section-deployer.ts';
import { SITE_DIR } from '../site-paths.ts';

const { values } = parseArgs({ options: { keep: { type: 'string', default: '2' } } });
const keep = Number(values.keep);
if (!Number.isInteger(keep) || keep < 0) {
  console.error('--keep is een heel getal van 0 of meer.');
  process.exit(2);
}
for (const section of await readdir(join(SITE_DIR, 'sections'))) {
  const removed = await pruneSection(SITE_DIR, section, keep);
  console.log(`${section}: ${removed.length === 0 ? 'niets opgeruimd' : `opgeruimd: ${removed.join(', ')}`}`);
}
