// A backup's name carries its site and its time: `leden-tjas-nl-backup-20261127-020000.zip`, from
// the site's public address (PocketBase allows only a-z, 0-9, _ and - in backup names). Sites that
// share a bucket never overwrite each other's backups, and each keeps and removes only its own.
// Required by the hooks (lib/site-status.js) and by Node (src/backup-keeper.ts), so both read a
// name the same way.

const STAMP = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.zip$/;

/** The start of every backup name of the site at `siteUrl` (its host, port included). */
function backupPrefix(siteUrl) {
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(String(siteUrl || ''));
  const site = (host ? host[1] : 'tjas')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${site || 'tjas'}-backup-`;
}

/** The name of a backup made at `date` (UTC, to the second). */
function backupName(prefix, date) {
  const iso = date.toISOString();
  return `${prefix}${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.zip`;
}

/** When a backup of this site was made, read from its name; null for a name that is not one of the site's. */
function backupTime(prefix, name) {
  if (typeof name !== 'string' || name.indexOf(prefix) !== 0) return null;
  const parts = STAMP.exec(name.slice(prefix.length));
  if (!parts) return null;
  const time = Date.UTC(+parts[1], +parts[2] - 1, +parts[3], +parts[4], +parts[5], +parts[6]);
  return isNaN(time) ? null : new Date(time);
}

module.exports = { backupName, backupPrefix, backupTime };
