/**
 * Runs `attempt` and, if it fails, runs it once more. One retry rides out a dropped connection
 * or a deploy that swapped files mid-request without hiding a section that is really broken.
 * The attempt is told whether it is the retry (e.g. to ask for a fresh URL).
 */
export async function retryOnce<T>(attempt: (retry: boolean) => Promise<T>): Promise<T> {
  try {
    return await attempt(false);
  } catch {
    return attempt(true);
  }
}
