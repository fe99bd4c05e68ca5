/**
 * This process's environment without what vitest adds (NODE_ENV=test, VITEST_*), for commands a
 * test runs as a maintainer or volunteer would: NODE_ENV would reach vite and tsx there.
 */
export function environmentOutsideVitest(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'),
  );
}
