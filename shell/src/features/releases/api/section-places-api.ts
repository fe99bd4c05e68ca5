import { confirmPower, FULL_LIST_BATCH, getPocketBase, isResponseError } from '@tjas/auth';

/**
 * A place an admin made for a new section (`section_places`): its name, where it lives and the
 * committee (by id) that releases it, beside the permission table's six sections.
 */
export interface SectionPlaceRecord {
  id: string;
  name: string;
  label: string;
  prefix: string;
  order: number | null;
  committee: string;
  expand?: { committee?: { id: string; name: string } };
}

/** Every place made for a new section, with its committee's name. */
export async function listSectionPlaces(): Promise<SectionPlaceRecord[]> {
  return getPocketBase()
    .collection('section_places')
    .getFullList<SectionPlaceRecord>({ batch: FULL_LIST_BATCH, sort: 'name', expand: 'committee' });
}

/** What an admin fills in for a new section. */
export interface NewSectionPlace {
  name: string;
  label: string;
  prefix: string;
  order: number;
  committee: string;
}

/** Whether the server refused only for want of the admin's password (everything else was right). */
function wantsConfirmation(error: unknown): boolean {
  if (!isResponseError(error) || error.status !== 403) return false;
  const data = error.response?.['data'] as { confirmation?: { code?: string } } | undefined;
  return data?.confirmation?.code === 'confirmation_required';
}

/**
 * Makes the place of a new section and gives its committee the right to release it. The server
 * checks the place first, so what is wrong is said before the admin is asked for their password;
 * then they confirm exactly this place and committee. False when they cancelled.
 */
export async function createSectionPlace(place: NewSectionPlace): Promise<boolean> {
  const send = (headers: Record<string, string> = {}) =>
    getPocketBase().send('/api/tjas/secties', { method: 'POST', body: place, headers });
  try {
    await send();
    return true; // the maintainer's session needs no password
  } catch (error) {
    if (!wantsConfirmation(error)) throw error;
  }
  const { name, ...rest } = place;
  const headers = await confirmPower({ kind: 'sectie-aanmaken', section: name, ...rest });
  if (!headers) return false;
  await send(headers);
  return true;
}

/**
 * Removes the place made for section `name`, which is not on the site: its path is free again and
 * its committee no longer releases it. The admin confirms it with their password, as making it.
 * False when they cancelled.
 */
export async function removeSectionPlace(name: string): Promise<boolean> {
  const send = (headers: Record<string, string> = {}) =>
    getPocketBase().send(`/api/tjas/secties/${encodeURIComponent(name)}/plaats`, { method: 'DELETE', headers });
  try {
    await send();
    return true; // the maintainer's session needs no password
  } catch (error) {
    if (!wantsConfirmation(error)) throw error;
  }
  const headers = await confirmPower({ kind: 'sectie-plaats-verwijderen', section: name });
  if (!headers) return false;
  await send(headers);
  return true;
}

/** The committees an admin may choose from, by name. */
export async function listCommittees(): Promise<{ id: string; name: string }[]> {
  return getPocketBase()
    .collection('committees')
    .getFullList<{ id: string; name: string }>({ batch: FULL_LIST_BATCH, sort: 'name', fields: 'id,name' });
}
