import { describeError, fieldErrors, isResponseError } from '@tjas/auth';

/**
 * The reasons the site's section routes refuse a request with (`data.problems`, each a Dutch
 * sentence; pb_hooks/sections.pb.js), or null for any other error.
 */
function problemsOf(error: unknown): string[] | null {
  if (!isResponseError(error)) return null;
  const problems = (error.response['data'] as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) && problems.length > 0 ? problems.map(String) : null;
}

/** What a section form shows above its button: the site's own reasons, else the usual Dutch message. */
export function describeRefusal(error: unknown): string {
  return problemsOf(error)?.join(' ') ?? describeError(error);
}

/** A section form's field errors: none for the site's reasons (they are shown whole, above the button). */
export function refusalFieldErrors(error: unknown): Record<string, string> {
  return problemsOf(error) ? {} : fieldErrors(error);
}
