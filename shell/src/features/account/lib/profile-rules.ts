/** The member's name: required, and at most what the users collection's name field takes. */
export const NAME_MAX_LENGTH = 255;

export function validateProfileName(name: string): { name?: string } {
  const trimmed = name.trim();
  if (!trimmed) return { name: 'Vul je naam in.' };
  if (trimmed.length > NAME_MAX_LENGTH) return { name: `Je naam mag hoogstens ${NAME_MAX_LENGTH} tekens hebben.` };
  return {};
}
