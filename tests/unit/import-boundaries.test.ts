import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint (eslint.config.js, run by `pnpm test`) keeps the import direction: these snippets,
// linted as if they stood in the named file, must be refused, and the allowed ones pass.

const eslint = new ESLint();

// ESLint loads its config and plugins on the first file (seconds on a busy machine): once, here,
// not inside the first test's time limit.
beforeAll(() => eslint.lintText('', { filePath: 'remotes/sport/src/features/x.ts' }), 60_000);

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

describe('whole lists', () => {
  const refused = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'remotes/sport/src/features/sport/api/x.ts' });
    return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-syntax');
  };

  it('are loaded with the spec\u2019s batch size, never the SDK\u2019s default', async () => {
    expect(await refused("pb.collection('videos').getFullList({ sort: 'title' });")).toBe(true);
    expect(await refused("pb.collection('videos').getFullList();")).toBe(true);
    expect(await refused("pb.collection('videos').getFullList({ batch: FULL_LIST_BATCH, sort: 'title' });")).toBe(
      false,
    );
  });
});
