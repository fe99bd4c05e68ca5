import { usersLimits } from '@tjas/schema/field-limits';
import { megabytesText } from '@tjas/schema/count-text';
import { newEmailError } from '@tjas/schema/rules/account';

// The checks of the account's own forms, in Dutch, before anything is sent.

/** The member's name: required, and at most what the users collection's name field takes. */
export const NAME_MAX_LENGTH = usersLimits.name.max;

export function validateProfileName(name: string): { name?: string } {
  const trimmed = name.trim();
  if (!trimmed) return { name: 'Vul je naam in.' };
  if (trimmed.length > NAME_MAX_LENGTH) return { name: `Je naam mag hoogstens ${NAME_MAX_LENGTH} tekens hebben.` };
  return {};
}

/**
 * A new e-mail address: a valid one, and not the member's own (compared without case), by the
 * server's rule and with its words (@tjas/schema/rules/account).
 */
export function validateNewEmail(email: string, current: string): { email?: string } {
  const refused = newEmailError(email.trim(), current);
  return refused ? { email: refused.message } : {};
}

/** The image types the users collection's avatar field takes. */
export const AVATAR_TYPES: readonly string[] = usersLimits.avatar.mimeTypes;

/** A profile photo: an image of a type and size the users collection's avatar field takes. */
export function validateAvatar(file: File | null): { avatar?: string } {
  const limits = usersLimits.avatar;
  if (!file) return { avatar: 'Kies eerst een afbeelding.' };
  if (!AVATAR_TYPES.includes(file.type)) return { avatar: 'Je profielfoto moet een JPG, PNG, WebP of GIF zijn.' };
  if (file.size > limits.maxSize) return { avatar: `Je profielfoto is groter dan ${megabytesText(limits.maxSize)}.` };
  return {};
}
