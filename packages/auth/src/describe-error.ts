import { ClientResponseError } from 'pocketbase';

/** An autocancelled request was superseded by a newer one: nothing to show to the member. */
export function isAutoCancelled(error: unknown): boolean {
  return error instanceof ClientResponseError && error.isAbort;
}

/** A clear Dutch message for a failed backend call, for display next to a form or list. */
export function describeError(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return 'Er ging iets mis. Probeer het opnieuw.';
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
