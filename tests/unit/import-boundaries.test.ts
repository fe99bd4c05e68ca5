// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint (eslint.config.js, run by `pnpm test`) keeps the import direction: these snippets,
// linted as if they stood in the named file, must be refused, and the allowed ones pass.

const eslint = new ESLint();

async function restricted(code: string, filePath: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it.each([
    ["import { x } from '@tjas/section-events';", 'remotes/sport/src/features/x.ts'],
    ["import { x } from '../../../events/src/section.tsx';", 'remotes/sport/src/features/x.ts'],
    ["import { x } from '@tjas/shell';", 'remotes/media/src/x.ts'],
    ["import { x } from '../../shell/src/main.tsx';", 'packages/ui/src/x.ts'],
    ["import { x } from '@tjas/section-board';", 'shell/src/features/x.ts'],
  ])('refuses %s in %s', async (code, filePath) => {
    expect(await restricted(code, filePath)).toBe(true);
  });

  it.each([
    ["import { useSession } from '@tjas/auth';", 'remotes/sport/src/features/x.ts'],
    ["import { x } from '../lib/season.ts';", 'remotes/sport/src/features/sport/components/x.ts'],
    ["import { PERMISSIONS } from '@tjas/permissions/permission-table';", 'shell/src/features/x.ts'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await restricted(code, filePath)).toBe(false);
  });
});
