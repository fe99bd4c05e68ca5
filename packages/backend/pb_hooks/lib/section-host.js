/// <reference path="../../pb_data/types.d.ts" />
// What the shell offers sections (`section-host.json`, written by the shell's build into the
// site folder): the contract versions it mounts and the shared packages it provides.

/** The served shell's offer to sections, or null when the site folder has none (not built). */
function readHost() {
  const siteDir = $os.getenv('TJAS_SITE_DIR');
  if (!siteDir) return null;
  try {
    const host = JSON.parse(toString($os.readFile(`${siteDir}/section-host.json`)));
    if (!host || !Array.isArray(host.contractVersions) || !host.shared || typeof host.shared !== 'object') return null;
    return host;
  } catch (error) {
    return null;
  }
}

module.exports = { readHost };
