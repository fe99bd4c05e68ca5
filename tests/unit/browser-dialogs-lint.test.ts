import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint (eslint.config.js) refuses the browser's alert/confirm/prompt in the shell, the
// sections and the packages (#32 item 8): they ask through the UI kit's styled dialogs.

const eslint = new ESLint();

beforeAll(() => eslint.lintText('', { filePath: 'remotes/webshop/src/features/shop/components/x.tsx' }), 60_000);

async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('browser dialogs', () => {
  it.each([
    ["export const ok = window.confirm('Annuleren?');", 'remotes/webshop/src/features/shop/components/x.tsx'],
    ["export const address = prompt('Adres?');", 'remotes/media/src/features/news/components/x.tsx'],
    ["export function warn() { alert('Mislukt'); }", 'shell/src/features/account/components/x.tsx'],
    ['export const ask = confirm;', 'packages/ui/src/components/x.tsx'],
  ])('refuse %s in %s', async (code, filePath) => {
    expect(await rulesHit(code, filePath)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^no-(alert|restricted-globals)$/)]),
    );
  });

  it('allow a function of our own that is called confirm', async () => {
    const code =
      "import { useConfirmation } from '@tjas/ui';\nexport function useAsk() { const { confirm } = useConfirmation(); return () => confirm({ title: 'x', message: 'y', confirmLabel: 'z' }); }";
    expect(await rulesHit(code, 'remotes/actief/src/features/members/components/x.tsx')).toEqual([]);
  });
});
