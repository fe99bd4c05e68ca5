import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import {
  approveRelease,
  confirmChange,
  placeSection,
  removeSection,
  uploadRelease,
  waitingRelease,
  type ReleaseResult,
  type ReleaseUpload,
  type SiteSession,
} from '@tjas/deploy/release-client';
import type PocketBase from 'pocketbase';

/** The request options that confirm `change` with `as`'s password, as the shell's dialog gets them. */
export async function confirmedBy(
  as: PocketBase,
  change: Record<string, unknown>,
  password = DEMO_PASSWORD,
): Promise<{ headers: Record<string, string> }> {
  const { confirmation } = await as.send<{ confirmation: string }>('/api/tjas/bevestigingen', {
    method: 'POST',
    body: { change, password },
  });
  return { headers: { 'X-Tjas-Bevestiging': confirmation } };
}

/** The change of a member that gets committees (`add`) or is made active again. */
export const memberChange = (member: string, add: string[], reactivate = false) => ({
  kind: 'lid',
  member,
  add,
  reactivate,
});

/**
 * Section changes as a member makes them with the release command: each confirmed with their
 * (demo) password first.
 */
export async function approveAs(session: SiteSession, name: string): Promise<ReleaseResult> {
  const waiting = await waitingRelease(session, name);
  if (!waiting) throw new Error(`Er wacht geen release van ${name}.`);
  const { version, submission } = waiting;
  const change = { kind: 'release-goedkeuren' as const, section: name, version, submission };
  return approveRelease(session, waiting, await confirmChange(session, change, DEMO_PASSWORD));
}

export async function placeAs(
  session: SiteSession,
  name: string,
  place: { label: string; prefix: string; order?: number },
  version = '',
) {
  const change = {
    kind: 'sectie-plaats' as const,
    section: name,
    label: place.label,
    prefix: place.prefix,
    order: place.order ?? null,
    version,
  };
  return placeSection(session, name, place, version || undefined, await confirmChange(session, change, DEMO_PASSWORD));
}

export async function removeAs(session: SiteSession, name: string) {
  const change = { kind: 'sectie-weghalen' as const, section: name };
  return removeSection(session, name, await confirmChange(session, change, DEMO_PASSWORD));
}

/** An admin's release that puts a section where its `meta` says, with the place confirmed first. */
export async function uploadPlaced(session: SiteSession, upload: ReleaseUpload): Promise<ReleaseResult> {
  const { name, label, prefix, order } = upload.meta;
  const change = {
    kind: 'sectie-plaats' as const,
    section: name,
    version: upload.version,
    label,
    prefix,
    order: order ?? null,
  };
  return uploadRelease(session, { ...upload, withPlace: true }, await confirmChange(session, change, DEMO_PASSWORD));
}
