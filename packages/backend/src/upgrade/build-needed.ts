/**
 * Whether an upgrade must build the site again: only when a file the build reads changed. The
 * build (shell, sections, assembled site) reads everything but the backend (migrations, hooks,
 * server scripts), the tests, the documentation and the server's own files, so an upgrade that
 * changes only those keeps the built site and starts a minute sooner.
 */
const NOT_BUILT = [
  /^packages\/backend\//,
  /^tests\//,
  /^docs\//,
  /^ops\//,
  /^\.ci\//,
  /^\.github\//,
  /^[^/]+\.md$/,
  /^(eslint\.config\.js|vitest\.config\.ts|playwright\.config\.ts|\.prettierrc\.json|\.prettierignore)$/,
];

export function buildNeeded(changed: readonly string[]): string[] {
  return changed.filter((file) => !NOT_BUILT.some((pattern) => pattern.test(file)));
}
