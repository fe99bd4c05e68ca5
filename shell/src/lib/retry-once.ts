/**
 * Runs `attempt` and, if it fails, runs it once more. One retry rides out a dropped connection
 * or a deploy that swapped files mid-request without hiding a section that is really broken.
 */
export async function retryOnce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch {
    return attempt();
  }
}
