/**
 * What a shell build offers sections, published beside it as `section-host.json`: the section
 * contract versions it mounts and the version of each shared package it provides. The server
 * checks a section release against it before switching, and so does the release command before
 * uploading.
 */
export interface SectionHost {
  contractVersions: number[];
  /** Shared key -> the version the shell provides, e.g. `react: "19.3.1"`. */
  shared: Record<string, string>;
}

export const SECTION_HOST_FILE = 'section-host.json';
