/** The maintainer password of the demo, printed at start and in the README. */
export const DEMO_SUPERUSER_PASSWORD = 'tjas-beheer-2026';

const MIN_LENGTH = 16;

/**
 * Why a superuser password may not guard a production instance, in one line, or '' when it may.
 * The demo default is public (README), so a production start refuses it, as it refuses no
 * password and short ones.
 */
export function superuserPasswordProblem(password: string | undefined): string {
  if (!password) return 'PB_SUPERUSER_PASSWORD ontbreekt: kies een eigen wachtwoord voor het beheer.';
  if (password === DEMO_SUPERUSER_PASSWORD)
    return 'PB_SUPERUSER_PASSWORD is het openbare demowachtwoord: kies een eigen wachtwoord.';
  if (password.length < MIN_LENGTH) return `PB_SUPERUSER_PASSWORD is te kort: gebruik minstens ${MIN_LENGTH} tekens.`;
  if (new Set(password).size < 6) return 'PB_SUPERUSER_PASSWORD is te eenvoudig: gebruik meer verschillende tekens.';
  return '';
}
