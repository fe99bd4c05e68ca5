import { getPocketBase } from '@tjas/auth';
import type { SignupRecord } from '../api/events-api.ts';
import { placesOf } from './signup-state.ts';

/** The member's name, or their username, as the sign-up lists show it. */
export const nameOf = (signup: SignupRecord) =>
  signup.expand?.user?.name || signup.expand?.user?.username || 'Onbekend lid';

/** "Daan de Vries + 2 introducés" (the names are for the member and the organisers only). */
export const withGuests = (signup: SignupRecord) => {
  const count = placesOf(signup) - 1;
  return count === 0 ? nameOf(signup) : `${nameOf(signup)} + ${count === 1 ? '1 introducé' : `${count} introducés`}`;
};

/** The signed-up member's profile photo as a small thumbnail; '' shows their initials. */
export function faceOf(signup: SignupRecord): string {
  const user = signup.expand?.user;
  if (!user?.avatar) return '';
  return getPocketBase().files.getURL({ ...user, collectionName: 'users' }, user.avatar, { thumb: '96x96' });
}
