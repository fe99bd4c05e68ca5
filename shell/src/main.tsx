import { configureBackend, sessionStore, startSession } from '@tjas/auth';
import { recordSingletons } from '@tjas/federation/singleton-probe';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from './app/routes.tsx';
import { registerSections } from './features/sections/api/section-loader.ts';
import { loadSectionRegistry } from './features/sections/api/section-registry-client.ts';
import './styles/app.css';

configureBackend({ baseUrl: import.meta.env['VITE_POCKETBASE_URL'] ?? '/' });
recordSingletons('shell', { react: useState, sessionStore });

// The registry and the session refresh are independent: fetch both at once.
const [registry] = await Promise.all([loadSectionRegistry(), startSession()]);
registerSections(registry.registry);

const router = createBrowserRouter(createAppRoutes(registry));
const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
