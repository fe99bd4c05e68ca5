/** `pnpm rollback:section <name>`: switches a section back to its previous version. */
import { rollbackSection } from '../section-deployer.ts';
import { SITE_DIR } from '../site-paths.ts';

const name = process.argv[2];
if (!name) {
  console.error('Gebruik: pnpm rollback:section <sectie>');
  process.exit(2);
}
try {
  const entry = await rollbackSection(SITE_DIR, name);
  console.log(`${entry.name} is terug op versie ${entry.version}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
