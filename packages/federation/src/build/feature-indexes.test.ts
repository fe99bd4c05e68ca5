import { describe, expect, it } from 'vitest';
import { moduleSideEffects } from './feature-indexes.ts';

describe('moduleSideEffects', () => {
  it('takes a feature\u2019s index.ts as free of side effects, and leaves every other module to the bundler', () => {
    expect(moduleSideEffects('/work/shell/src/features/releases/index.ts')).toBe(false);
    expect(moduleSideEffects('/work/shell/src/features/releases/lib/use-releasable.ts')).toBeUndefined();
    expect(moduleSideEffects('/work/shell/src/index.ts')).toBeUndefined();
    expect(moduleSideEffects('/work/node_modules/react-router/dist/index.mjs')).toBeUndefined();
  });
});
