import { configureBackend, isTokenValid, sessionStore, startSession } from '@tjas/auth';
import { recordSingletons } from '@tjas/federation/singleton-probe';
import { applyTheme, setProductName, showToast } from '@tjas/ui';
import '@tjas/ui/styles/tokens.css';
import '@tjas/ui/styles/base.css';
import './features/brand/brand-font.css';
import './features/layouts/site-header.css';
import { StrictMode, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@tjas/router';
import { PRODUCT_NAME } from './config/product.ts';
import { AppRoutes, createAppRoutes, preloadLoginPage } from './app/routes.tsx';
import { loadSectionRegistry } from './features/sections/api/section-registry-client.ts';
import { readThemePreference } from './features/theme/theme-storage.ts';
import { installPowerConfirmation } from './features/confirmations/lib/confirmation-requests.ts';
import { reloadOnChunkLoadError } from './features/updates/chunk-error-reload.ts';
import { startUpdateCheck } from './features/updates/update-check.ts';
import { watchSectionVersions } from './features/updates/section-version-watch.ts';
import { clearOfflineDataOnSessionEnd, registerServiceWorker } from './features/offline/register-service-worker.ts';
import { keepPushWithItsMember } from './features/account/api/push-owner.ts';

reloadOnChunkLoadError();
configureBackend({ baseUrl: import.meta.env['VITE_POCKETBASE_URL'] ?? '/' });
setProductName(PRODUCT_NAME);
recordSingletons('shell', { react: useState, sessionStore, ui: showToast });
// Before any section's code runs: only the shell's dialog asks for passwords.
installPowerConfirmation();
clearOfflineDataOnSessionEnd();

// The stored session is ready at once; its refresh with the server runs beside the registry and
// the page's own requests, so the first paint does not wait for it (startSession).
void startSession();
// Nobody is logged in: the login page comes next, so its code is fetched beside the registry.
if (!isTokenValid(sessionStore.getState().token)) preloadLoginPage();
const registry = await loadSectionRegistry();
const runningSections = new Map(registry.registry.sections.map((section) => [section.name, section.version]));
startUpdateCheck({ buildId: __TJAS_BUILD_ID__, sections: runningSections });
watchSectionVersions(runningSections);
// Before the first paint, so a member who chose dark never sees a light flash.
applyTheme(readThemePreference(sessionStore.getState().user?.id));

const routes = createAppRoutes(registry);
const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');
// As a transition, React renders the whole page in slices of a few milliseconds and lets the
// browser in between, instead of one task of ~150 ms on a slow phone (4x CPU), which blocks a tap
// made meanwhile (total blocking time, issue #33).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </StrictMode>,
  ),
);
// After the page has loaded (offline page, push messages): never before the first paint.
registerServiceWorker();
keepPushWithItsMember();
