import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The folder PocketBase serves: `.site` unless SITE_DIR says otherwise. */
export const SITE_DIR = resolve(REPO_ROOT, process.env['SITE_DIR'] ?? '.site');

export const PRODUCT_SLUG = process.env['VITE_PRODUCT_SLUG'] ?? 'tjas';

export const sectionDir = (name: string) => resolve(REPO_ROOT, 'remotes', name);
