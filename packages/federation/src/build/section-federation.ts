import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
import { sectionFederationOptions, sharedMap, type SharedMap } from '../shared-map.ts';
import { buildFileList } from './build-file-list.ts';
import { sectionManifest } from './section-manifest-plugin.ts';

/**
 * The federation plugins of a section build (every section's vite config uses these): the
 * import-map remote, its completed manifest, and the list of the files it made.
 */
export function sectionFederation(section: string, shared: SharedMap = sharedMap): PluginOption[] {
  return [federation(sectionFederationOptions(section, shared)), sectionManifest(shared), buildFileList()];
}
