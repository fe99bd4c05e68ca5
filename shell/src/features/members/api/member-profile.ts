import { getPocketBase } from '@tjas/auth';
import type { ShareableField } from '@tjas/schema/rules/member-directory';

/** A member's own directory details and what they share (pb_hooks/member-directory.pb.js). */
export interface MemberProfile {
  phone: string;
  study: string;
  joined_year: number | null;
  shared: ShareableField[];
  email_shared: boolean;
}

export function loadMyProfile(): Promise<MemberProfile> {
  return getPocketBase().send<MemberProfile>('/api/tjas/mijn-profiel', { method: 'GET' });
}

export function saveMyProfile(profile: MemberProfile): Promise<MemberProfile> {
  return getPocketBase().send<MemberProfile>('/api/tjas/mijn-profiel', { method: 'PUT', body: profile });
}
