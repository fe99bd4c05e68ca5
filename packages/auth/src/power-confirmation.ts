import { getPocketBase } from './pocketbase-client.ts';

/**
 * A change that grants power, as the server names it: a member into committees or active again,
 * a new member with committees, a release approved, a section placed, made (with the committee
 * that releases it) or taken off the site. The server writes its description; nobody else does.
 */
export type PowerChange =
  | { kind: 'lid'; member: string; add: readonly string[]; reactivate: boolean }
  | { kind: 'nieuw-lid'; email: string; add: readonly string[] }
  | { kind: 'release-goedkeuren'; section: string; version: string; submission: string }
  | {
      kind: 'sectie-plaats';
      section: string;
      label: string;
      prefix: string;
      order: number | null;
      /** The version a removed section comes back with, or a new section's first release; '' for a move. */
      version: string;
    }
  | {
      /** A place for a new section, and the committee (by id) that releases it from then on. */
      kind: 'sectie-aanmaken';
      section: string;
      label: string;
      prefix: string;
      order: number | null;
      committee: string;
    }
  | { kind: 'sectie-weghalen'; section: string }
  /** The place made for a new section that is not on the site removed: its path free, its committee's right gone. */
  | { kind: 'sectie-plaats-verwijderen'; section: string };

/** The request header that carries a confirmation with the change it confirms. */
export const CONFIRMATION_HEADER = 'X-Tjas-Bevestiging';

/** Asks the member for their password for `change`; the confirmation's id, or null when they cancel. */
export type PowerConfirmer = (change: PowerChange) => Promise<string | null>;

let confirmer: PowerConfirmer | null = null;

/**
 * The shell provides the one dialog that asks for the password (this package is one singleton
 * on the page, so every section reaches the shell's dialog through it). The shell does so before
 * any section's code runs, and the first provider stays: a section cannot put a dialog of its own
 * in its place.
 */
export function providePowerConfirmation(provider: PowerConfirmer): void {
  if (confirmer) throw new Error('Het bevestigingsvenster van de site is er al.');
  confirmer = provider;
}

/**
 * Has the member confirm `change` with their password in the shell's dialog, and returns the
 * headers to send with that change; null when they cancelled. The server refuses the change
 * without them (a session alone does not grant power).
 */
export async function confirmPower(change: PowerChange): Promise<Record<string, string> | null> {
  if (!confirmer) throw new Error('Er is geen bevestigingsvenster: deze pagina draait buiten de site.');
  const confirmation = await confirmer(change);
  return confirmation ? { [CONFIRMATION_HEADER]: confirmation } : null;
}

/** How the server describes `change`: what the dialog shows the member. */
export async function describePowerChange(change: PowerChange): Promise<string> {
  const answer = await getPocketBase().send<{ description: string }>('/api/tjas/bevestigingen/omschrijving', {
    method: 'POST',
    body: { change },
  });
  return answer.description;
}

/** Exchanges the member's password for a confirmation of `change` (valid for one minute, once). */
export async function requestPowerConfirmation(change: PowerChange, password: string): Promise<string> {
  const answer = await getPocketBase().send<{ confirmation: string }>('/api/tjas/bevestigingen', {
    method: 'POST',
    body: { change, password },
  });
  return answer.confirmation;
}
