import { getPocketBase } from '@tjas/auth';

/** The member's profile photo as a small thumbnail ('' when none): in the header and on the account page. */
export function avatarUrl(user: { id: string; collectionId: string; avatar: string }): string {
  if (!user.avatar) return '';
  return getPocketBase().files.getURL({ ...user, collectionName: 'users' }, user.avatar, { thumb: '96x96' });
}
