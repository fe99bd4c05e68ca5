// What other features may use of this one (lint: features import each other only through here).
export { loadSection, prefetchSection } from './api/section-loader.ts';
export { loadSectionRegistry, type RegistryState } from './api/section-registry-client.ts';
