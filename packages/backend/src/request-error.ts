import { ClientResponseError } from 'pocketbase';

/** What the connection's error codes mean, for a maintainer. */
const CONNECTION_FAULTS: Record<string, string> = {
  ECONNREFUSED: 'verbinding geweigerd: draait de site, en klopt PB_URL?',
  ECONNRESET: 'verbinding verbroken',
  UND_ERR_SOCKET: 'verbinding verbroken',
  ETIMEDOUT: 'geen verbinding binnen de tijd',
  UND_ERR_CONNECT_TIMEOUT: 'geen verbinding binnen de tijd',
  ENOTFOUND: 'adres onbekend: klopt PB_URL?',
  EHOSTUNREACH: 'adres onbereikbaar',
};

/**
 * A failed request to the site as a maintainer's command says it: PocketBase's own message and
 * status, or, when no answer came at all (the SDK then only says "Something went wrong."), that
 * the site did not answer and why (the connection's code kept, for a search or a log).
 */
export function describeRequestError(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return String((error as Error | undefined)?.message ?? error);
  if (error.isAbort) return 'het verzoek aan de site is afgebroken';
  if (error.status === 0) {
    const cause = (error.originalError as { cause?: { code?: string; message?: string } } | undefined)?.cause;
    const code = cause?.code ?? '';
    const meaning = CONNECTION_FAULTS[code] ?? cause?.message ?? 'verbinding verbroken';
    return `de site gaf geen antwoord: ${meaning}${code ? ` (${code})` : ''}`;
  }
  return `${(error.response['message'] as string | undefined) ?? error.message} (HTTP ${error.status})`;
}
