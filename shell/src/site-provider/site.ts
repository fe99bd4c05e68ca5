// The site as a Module Federation provider (`tjas_site`, served at /site-mf/mf-manifest.json):
// what a host other than the shell needs to run a section (docs/outside-host.md). Loading this
// module registers the site's shared packages with the host's federation runtime, so a section
// loaded after it runs on the site's session, router and UI kit, not on copies of its own; its
// style sheets (the UI kit's tokens and components) are put in the page as it loads.
import * as auth from '@tjas/auth';
import * as router from '@tjas/router';
import * as ui from '@tjas/ui';
import '@tjas/ui/styles/tokens.css';

export { auth, router, ui };

/** What `connectSite` resolves to: the session as the site keeps it. */
export interface SiteSession {
  /** The logged-in member's username, or null. */
  username: string | null;
}

function current(): SiteSession {
  return { username: auth.sessionStore.getState().user?.username ?? null };
}

/**
 * Points the shared session at the site (`https://leden.tjas.example`, no path) and restores a
 * session the host's origin kept from an earlier visit. Call it once, before loading sections.
 */
export async function connectSite(siteUrl: string): Promise<SiteSession> {
  auth.configureBackend({ baseUrl: siteUrl.replace(/\/$/, '') });
  await auth.startSession();
  return current();
}

/**
 * Logs a member in with the site's own login (username or e-mail and password). Rejects with
 * the site's Dutch reason (auth.describeLoginError) when the site refuses.
 */
export async function logIn(identity: string, password: string): Promise<SiteSession> {
  await auth.login(identity, password);
  return current();
}
