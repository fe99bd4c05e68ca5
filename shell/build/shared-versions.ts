import { resolve } from 'node:path';
import { installedVersion } from '@tjas/federation/installed-version';
import { sharedMap } from '@tjas/federation/shared-map';

/** The shell's package folder: the packages it provides are the ones installed for it. */
const SHELL_ROOT = resolve(import.meta.dirname, '..');

/** The versions of the shared packages this shell build provides, by shared key. */
export function sharedVersions(): Record<string, string> {
  return Object.fromEntries(Object.keys(sharedMap).map((key) => [key, installedVersion(key, SHELL_ROOT)]));
}
