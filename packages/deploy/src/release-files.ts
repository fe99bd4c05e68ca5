import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** One file of a section build, by its path inside the build folder (always with `/`). */
export interface ReleaseFile {
  path: string;
  content: Buffer;
}

/**
 * Every file of a build folder, sorted by path (the order the version hash is taken in). Hidden
 * files and folders (the bundler's own `.vite/manifest.json`) are build metadata, not part of
 * a release; the site refuses such paths.
 */
export async function readReleaseFiles(distDir: string): Promise<ReleaseFile[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')))
    .sort();
  return Promise.all(paths.map(async (path) => ({ path, content: await readFile(join(distDir, path)) })));
}
