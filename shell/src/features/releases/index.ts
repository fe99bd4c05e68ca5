// What other features may use of this one (lint: features import each other only through here).
export { useMayRelease, useMayReleaseAny } from './lib/use-releasable.ts';
