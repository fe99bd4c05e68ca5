import { usersLimits } from '@tjas/schema/field-limits';

// The checks of the account's own forms, in Dutch, before anything is sent.

/** The member's name: required, and at most what the users collection's name field takes. */
export const NAME_MAX_LENGTH = usersLimits.name.max;

export function validateProfileName(name: string): { name?: string } {
  const trimmed = name.trim();
  if (!trimmed) return { name: 'Vul je naam in.' };
  if (trimmed.length > NAME_MAX_LENGTH) return { name: `Je naam mag hoogstens ${NAME_MAX_LENGTH} tekens hebben.` };
  return {};
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new e-mail address: a valid one, and not the member's own (compared without case). */
export function validateNewEmail(email: string, current: string): { email?: string } {
  const wanted = email.trim();
  if (!EMAIL_PATTERN.test(wanted)) return { email: 'Vul een geldig e-mailadres in.' };
  if (wanted.toLowerCase() === current.toLowerCase()) return { email: 'Dit is al je e-mailadres.' };
  return {};
}
