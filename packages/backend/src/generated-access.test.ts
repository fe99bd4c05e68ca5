import { describe, expect, it } from 'vitest';
import { generatedAccessText, readGeneratedAccess } from './generated-access.ts';

describe('pb_hooks/generated/access.json', () => {
  it('is what the permission table makes now (run `pnpm generate:access` after changing the table)', async () => {
    expect(await readGeneratedAccess()).toBe(generatedAccessText());
  });
});
