/** One entry of a section's release log (`section_releases`), as /secties and `--list` show it. */
export interface ReleaseLogEntry {
  action: string;
  version: string;
}

/** What each kind of entry is called in the history, before its version. */
export const RELEASE_ACTIONS: Record<string, string> = {
  release: 'uitgebracht',
  rollback: 'teruggezet naar',
  remove: 'van de site gehaald, was',
  place: 'plaats gekozen, met',
  submit: 'klaar voor controle:',
  reject: 'afgewezen:',
};

/** A release that waited for review until a newer upload took its place (never approved). */
export const REPLACED = 'vervangen, wachtte op controle:';

/**
 * How each entry of `history` (newest first) is called. A submitted release waits until it is
 * approved (a later `release` of its version), rejected, or replaced by a newer submission, as
 * the site decides which one waits (section-store.js, waitingRelease); one that a newer upload
 * replaced is "vervangen", not still "klaar voor controle".
 */
export function releaseActionLabels(history: readonly ReleaseLogEntry[]): string[] {
  const settled = new Set<string>();
  let newerSubmission = false;
  return history.map((entry) => {
    if (entry.action === 'release' || entry.action === 'reject') settled.add(entry.version);
    if (entry.action !== 'submit') return RELEASE_ACTIONS[entry.action] ?? entry.action;
    const replaced = newerSubmission && !settled.has(entry.version);
    newerSubmission = true;
    return replaced ? REPLACED : RELEASE_ACTIONS['submit']!;
  });
}
