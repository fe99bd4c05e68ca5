import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { seedDemoData } from '@tjas/backend/seed';
import type { TestProject } from 'vitest/node';
// What the tests receive (ProvidedContext) is declared beside renderSection.
import type {} from '@tjas/federation/testing';
import { startTestPocketBase } from '../integration/support/test-pocketbase.ts';

/**
 * Global setup of the `sections` test project: one real PocketBase with this project's
 * migrations, hooks and the demo data, for every section page test (renderSection). Tests add
 * what they need with names of their own, so they do not depend on each other's order.
 */
export default async function startBackend(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestPocketBase();
  await seedDemoData(server.admin);
  project.provide('backendUrl', server.url);
  project.provide('demoPassword', DEMO_PASSWORD);
  return () => server.stop();
}
