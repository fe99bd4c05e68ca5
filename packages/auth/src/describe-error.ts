import type { ClientResponseError } from 'pocketbase';

/**
 * Whether `error` is the SDK's ClientResponseError. Checked by shape, not instanceof: each
 * federated section bundles its own copy of the SDK, so the class differs between apps.
 */
export function isResponseError(error: unknown): error is ClientResponseError {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as Partial<ClientResponseError>;
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.response === 'object' &&
    candidate.response !== null &&
    'isAbort' in candidate
  );
}

/** An autocancelled request was superseded by a newer one: nothing to show to the member. */
export function isAutoCancelled(error: unknown): boolean {
  return isResponseError(error) && error.isAbort;
}

/**
 * Statuses that only this site's hooks answer, always with a Dutch sentence a member can act on:
 * a conflict (409: sold out, already sent, the window closed) and a service that is down for now
 * (503: the mail server).
 */
const HOOK_STATUSES = [409, 503];

/** A clear Dutch message for a failed backend call, for display next to a form or list. */
export function describeError(error: unknown): string {
  if (!isResponseError(error)) return 'Er ging iets mis. Probeer het opnieuw.';
  const message = error.response['message'];
  if (HOOK_STATUSES.includes(error.status) && typeof message === 'string' && message) return message;
  switch (error.status) {
    case 0:
      return 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.';
    case 400:
      return 'Controleer de ingevulde gegevens.';
    case 401:
    case 403:
      return 'Je hebt hier geen toegang toe.';
    case 404:
      return 'Dit bestaat niet (meer) of je hebt er geen toegang toe.';
    case 429:
      return 'Te veel pogingen. Wacht even en probeer het opnieuw.';
    default:
      return 'Er ging iets mis bij het verwerken van je verzoek. Probeer het later opnieuw.';
  }
}

/** Why a login failed, in words a member can act on: the site's login page and any host show it. */
export function describeLoginError(error: unknown): string {
  // The server answers a deactivated account exactly as a wrong password, so nobody can find out
  // from the login form which accounts exist but are inactive; the message names both.
  if (isResponseError(error) && error.status === 400) {
    return 'Deze combinatie van e-mailadres of gebruikersnaam en wachtwoord kennen we niet, of het account is niet actief. Neem bij twijfel contact op met het bestuur.';
  }
  return describeError(error);
}

/** Dutch texts for PocketBase's built-in field validation codes; hook errors are Dutch already. */
const FIELD_MESSAGES: Record<string, string> = {
  validation_required: 'Dit veld is verplicht.',
  validation_min_text_constraint: 'Deze tekst is te kort.',
  validation_max_text_constraint: 'Deze tekst is te lang.',
  validation_invalid_url: 'Vul een geldige link in (https://…).',
  validation_invalid_email: 'Vul een geldig e-mailadres in.',
  validation_invalid_new_email: 'Dit e-mailadres kan niet worden gebruikt: het is ongeldig of al in gebruik.',
  validation_file_size_limit: 'Dit bestand is te groot.',
  validation_invalid_mime_type: 'Dit bestandstype is niet toegestaan.',
  validation_not_unique: 'Deze waarde is al in gebruik.',
  validation_values_mismatch: 'Kies een van de mogelijke waarden.',
  validation_invalid_value: 'Deze waarde is ongeldig.',
  validation_min_number_constraint: 'Dit getal is te klein.',
  validation_max_number_constraint: 'Dit getal is te groot.',
  validation_invalid_date: 'Vul een geldige datum in.',
};

/**
 * The server's field errors of a failed save, in Dutch, by field name: PocketBase's own
 * validation codes are translated, messages from this site's hooks are shown as they are.
 * `names` renames server fields to the form's (e.g. `{ event_date: 'eventDate' }`).
 */
export function fieldErrors(error: unknown, names: Readonly<Record<string, string>> = {}): Record<string, string> {
  if (!isResponseError(error) || error.status !== 400) return {};
  const data = (error.response['data'] ?? {}) as Record<string, { code?: string; message?: string } | undefined>;
  const errors: Record<string, string> = {};
  for (const [field, detail] of Object.entries(data)) {
    if (!detail || typeof detail !== 'object') continue;
    const code = detail.code ?? '';
    errors[names[field] ?? field] = code.startsWith('validation_')
      ? (FIELD_MESSAGES[code] ?? 'Deze waarde is ongeldig.')
      : (detail.message ?? 'Deze waarde is ongeldig.');
  }
  return errors;
}
