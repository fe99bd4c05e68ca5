import { builtSectionVersions } from '@tjas/deploy/built-sections';

/**
 * Each section's live version (the site's registry) beside the version this code builds. An
 * upgrade never changes a section: releases are data; a newer build goes live by a release.
 */
export async function sectionVersionLines(url: string, remotesDir: string, publicUrl: string): Promise<string[]> {
  const response = await fetch(`${url}/remotes.json`);
  if (!response.ok) return [`Secties: het register gaf HTTP ${response.status}`];
  const live = new Map(
    ((await response.json()) as { sections: { name: string; version: string }[] }).sections.map((section) => [
      section.name,
      section.version,
    ]),
  );
  const built = await builtSectionVersions(remotesDir);
  const lines = ['Secties (de upgrade verandert ze niet; live tegenover wat deze code bouwt):'];
  for (const { name, version } of built) {
    const current = live.get(name);
    lines.push(
      current === version
        ? `  ${name}: live ${current}, gelijk aan deze code`
        : `  ${name}: live ${current ?? 'niet op de site'}, deze code bouwt ${version}; uitbrengen: npm run -s release:section -- ${name} --site ${publicUrl} --skip-build`,
    );
  }
  for (const [name, version] of live)
    if (!built.some((section) => section.name === name)) lines.push(`  ${name}: live ${version}, niet in deze code`);
  return lines;
}
