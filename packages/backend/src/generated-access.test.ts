import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedHookData, readGeneratedFile } from './generated-access.ts';

describe('pb_hooks/generated', () => {
  const files = Object.entries(generatedHookData()).map(([file, text]) => [basename(file), file, text] as const);
  it.each(files)(
    '%s is what the permission table and the sign-up limits make now (run `pnpm generate:access` after changing them)',
    async (_name, file, text) => {
      expect(await readGeneratedFile(file)).toBe(text);
    },
  );
});
