import PocketBase from 'pocketbase';

/** Whether the started site answers as it should: health, the members' page, a maintainer's login. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Whether the site still says it is starting (pb_hooks/lib/site-starting.js): its sections are
 * not released yet, so members' pages and logins answer 503 for a few seconds more.
 */
async function stillStarting(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) })).status === 503;
  } catch {
    return true;
  }
}

/**
 * Waits until PocketBase answers its health check and the start script says the site runs (its
 * migrations, settings and sections done; a site started by a service manager says so by no
 * longer answering "starting"); throws with the reason when the start ended before.
 */
export async function waitUntilHealthy(
  url: string,
  site: { exited(): string | undefined; ready(): boolean },
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = site.exited();
    if (reason) throw new Error(reason);
    if (site.ready() && (await healthy(url)) && !(await stillStarting(url))) return;
    await sleep(250);
  }
  throw new Error(`de site antwoordde niet binnen ${timeoutMs / 1000} s op ${url}/api/health`);
}

/** The page members open, and a login of the maintainer (the superuser of the settings file). */
export async function checkPageAndLogin(url: string, email: string, password: string): Promise<void> {
  const page = await fetch(`${url}/`);
  if (!page.ok || !(page.headers.get('content-type') ?? '').includes('text/html'))
    throw new Error(`de startpagina gaf HTTP ${page.status}`);
  const admin = new PocketBase(url).autoCancellation(false);
  try {
    await admin.collection('_superusers').authWithPassword(email, password);
  } catch (error) {
    throw new Error(`inloggen als ${email} lukte niet (${(error as { status?: number }).status ?? 'geen antwoord'})`, {
      cause: error,
    });
  }
}
