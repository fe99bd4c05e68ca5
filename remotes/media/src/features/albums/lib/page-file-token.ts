import { readTokenPayload } from '@tjas/auth';

/** The cookie an album page's answer hands its file token in (pb_hooks/lib/first-photo-preload.js). */
export const PAGE_FILE_TOKEN_COOKIE = 'tjas_file_token';

/**
 * The file token the server handed this page with its answer, for `memberId`, or null. The server
 * preloaded the album's first photo with it (the photo's address holds the token), so the grid
 * that uses it shows that photo without asking for a token first and loading the photo after.
 * The cookie lives 30 seconds from the page's load, the token three minutes: a token read from
 * it outlasts useFileToken's first renewal. A token of another member (a login since the page
 * loaded) is not used.
 */
export function readPageFileToken(memberId: string | undefined, cookies: string = document.cookie): string | null {
  const match = new RegExp(`(?:^|;\\s*)${PAGE_FILE_TOKEN_COOKIE}=([^;]+)`).exec(cookies);
  if (!match || !memberId) return null;
  const token = match[1]!;
  const payload = readTokenPayload(token);
  return payload.type === 'file' && payload.id === memberId ? token : null;
}
