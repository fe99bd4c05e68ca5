import { describe, expect, it } from 'vitest';
import { moduleSideEffects } from './feature-indexes.ts';

describe('moduleSideEffects', () => {
  it('takes a feature\u2019s index.ts as free of side effects, and every other module as it is', () => {
    expect(moduleSideEffects('/work/shell/src/features/releases/index.ts')).toBe(false);
    expect(moduleSideEffects('/work/shell/src/features/releases/lib/use-releasable.ts')).toBe(true);
    expect(moduleSideEffects('/work/shell/src/index.ts')).toBe(true);
    expect(moduleSideEffects('/work/node_modules/react/index.js')).toBe(true);
  });
});
