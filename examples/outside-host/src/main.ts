// A Module Federation host that is not the Tjas site: npm packages only (the Module Federation
// runtime and React). It loads the site's provider remote (`tjas_site`: session, router, UI kit
// with its tokens), logs a member in against the site, and renders one page of a section it finds
// in the site's registry by that section's standard manifest. See docs/outside-host.md.
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import type { RegistryEntry, SectionContract, SiteModule } from './site-types.ts';

/** The site, without a trailing slash: set VITE_TJAS_SITE when building (see .env.example). */
const SITE = (import.meta.env.VITE_TJAS_SITE ?? 'http://127.0.0.1:8090').replace(/\/$/, '');
const query = new URLSearchParams(window.location.search);
const SECTION = query.get('sectie') ?? 'sport';
/** A route's path in the section (`uitslagen`); without one, the section's first page. */
const PAGE = query.get('pagina');

// The host provides React: one copy for itself, the provider and every section. Sections ask
// for `^19` as the site's shell runs it; the provider brings the session, router and UI kit.
function provided(lib: unknown, version: string) {
  return { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}
const mf = createInstance({
  name: 'outside_host',
  remotes: [{ name: 'tjas_site', entry: `${SITE}/site-mf/mf-manifest.json` }],
  shared: {
    react: provided(React, React.version),
    'react/jsx-runtime': provided(jsxRuntime, React.version),
    'react-dom': provided(ReactDOM, ReactDOM.version),
  },
});

// First the provider: it registers the site's packages, so the section below uses them.
const site = (await mf.loadRemote<SiteModule>('tjas_site/site'))!;
const session = await site.connectSite(SITE);
if (session.username) await showSection().catch(showProblem);
else askLogin();
// A logout (the section's own button, or site.auth.logout()) ends the page: it asks for a login.
let loggedIn = Boolean(session.username);
site.auth.sessionStore.subscribe((state) => {
  if (loggedIn && !state.user) window.location.reload();
  loggedIn = Boolean(state.user);
});

/** Why there is no page (a section or page the site does not have), said in the page itself. */
function showProblem(error: unknown): void {
  const problem = document.querySelector<HTMLElement>('#host-problem')!;
  problem.textContent = error instanceof Error ? error.message : String(error);
  problem.hidden = false;
}

function askLogin(): void {
  const form = document.querySelector<HTMLFormElement>('#login')!;
  form.hidden = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    site.logIn(String(data.get('identity')), String(data.get('password'))).then(
      () => {
        form.hidden = true;
        return showSection().catch(showProblem);
      },
      // The site's own Dutch reason, as its login page gives it.
      (error: unknown) => (form.querySelector('#login-error')!.textContent = site.auth.describeLoginError(error)),
    );
  });
}

async function showSection(): Promise<void> {
  // The registry lists every live section; `mfManifest` is its version's standard manifest.
  const registry = (await (await fetch(`${SITE}/remotes.json`)).json()) as { sections: RegistryEntry[] };
  const section = registry.sections.find((candidate) => candidate.name === SECTION);
  if (!section?.mfManifest) throw new Error(`De site heeft geen sectie "${SECTION}" die een andere site kan tonen.`);
  mf.registerRemotes([{ name: `tjas_${section.name}`, entry: new URL(section.mfManifest, `${SITE}/`).href }]);
  const contract = (await mf.loadRemote<{ default: SectionContract }>(`tjas_${section.name}/section`))!.default;
  // A page of its own (a path without parameters, such as `:id`) that this host can render.
  const pages = contract.routes.filter(
    (candidate) => (candidate.Component || candidate.mount) && !candidate.path.includes(':'),
  );
  const route = PAGE === null ? pages[0] : contract.routes.find((candidate) => candidate.path === PAGE);
  if (!route || !(route.Component || route.mount)) {
    const names = pages.map((page) => page.path || '(de startpagina)').join(', ');
    throw new Error(`Sectie "${SECTION}" heeft geen pagina "${PAGE ?? ''}". Wel: ${names}.`);
  }
  const user = site.auth.sessionStore.getState().user;
  const who = React.createElement('p', { 'data-testid': 'host-user' }, `Ingelogd als ${user?.name ?? user?.username}`);
  const root = document.querySelector<HTMLElement>('#root')!;
  if (route.mount) {
    // A section with its own React renders the page itself, into an element of ours. A link to
    // another page of the site opens it on the site.
    createRoot(root).render(who);
    const page = root.parentElement!.appendChild(document.createElement('div'));
    route.mount(page, {
      path: `${section.prefix}${route.path ? `/${route.path}` : ''}`,
      search: '',
      params: {},
      navigate: (to) => window.location.assign(new URL(to, `${SITE}/`).href),
    });
    return;
  }
  // A section's pages use the router (links, parameters): the site's, from the provider.
  createRoot(root).render(
    React.createElement(site.router.BrowserRouter, null, who, React.createElement(route.Component!)),
  );
}
