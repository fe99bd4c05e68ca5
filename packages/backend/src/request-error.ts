import { ClientResponseError } from 'pocketbase';

/**
 * A failed request to the site as a maintainer's command says it: PocketBase's own message and
 * status, or, when no answer came at all (the SDK then only says "Something went wrong."), that
 * the site did not answer and the connection's reason.
 */
export function describeRequestError(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return String((error as Error | undefined)?.message ?? error);
  if (error.status === 0) {
    const cause = (error.originalError as { cause?: { code?: string; message?: string } } | undefined)?.cause;
    return `de site gaf geen antwoord (${cause?.code ?? cause?.message ?? 'verbinding verbroken'})`;
  }
  return `${(error.response['message'] as string | undefined) ?? error.message} (HTTP ${error.status})`;
}
