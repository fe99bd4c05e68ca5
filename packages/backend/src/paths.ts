import { fileURLToPath } from 'node:url';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

export const BACKEND_DIR = here('..');
export const MIGRATIONS_DIR = here('../pb_migrations');
export const HOOKS_DIR = here('../pb_hooks');
export const REPO_ROOT = here('../../..');
