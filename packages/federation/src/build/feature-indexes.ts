/**
 * A feature's `index.ts` only re-exports what other features may use (a lint rule makes them
 * import through it). Marked free of side effects, it leaves no trace in the build: without
 * this, the bundler kept it as an empty chunk of its own (one more request on a cold page).
 * Every other module keeps the bundler's own judgement (`undefined`), packages' `sideEffects`
 * fields included.
 */
export function moduleSideEffects(id: string): false | undefined {
  return /\/src\/features\/[^/]+\/index\.ts$/.test(id) ? false : undefined;
}
