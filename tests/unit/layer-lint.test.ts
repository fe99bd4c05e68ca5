import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint (eslint.config.js) keeps the layers inside the shell and each section: these imports,
// linted as if they stood in the named file, must be refused; the allowed ones pass.

const eslint = new ESLint();

// ESLint loads its config and plugins on the first file (seconds on a busy machine): once, here,
// not inside the first test's time limit.
beforeAll(() => eslint.lintText('', { filePath: 'shell/src/features/layouts/components/x.tsx' }), 60_000);

async function refusedBy(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layers', () => {
  it.each([
    ["import { routes } from '../../../app/routes.tsx';", 'shell/src/features/layouts/components/x.tsx'],
    ["import { ErrorBoundary } from '../../app/error-boundary.tsx';", 'shell/src/features/errors/x.ts'],
    ["import { x } from '../features/sections/index.ts';", 'shell/src/config/x.ts'],
    ["import { x } from '../app/routes.tsx';", 'shell/src/lib/x.ts'],
    ["import { section } from '../../../section.tsx';", 'remotes/media/src/features/news/components/x.tsx'],
    ["import { x } from '../features/news/api/news-api.ts';", 'remotes/media/src/lib/x.ts'],
  ])('refuse %s in %s', async (code, filePath) => {
    expect(await refusedBy(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ["import { PRODUCT_NAME } from '../../../config/product.ts';", 'shell/src/features/layouts/components/x.tsx'],
    ["import { DefaultLayout } from '../features/layouts/index.ts';", 'shell/src/app/x.tsx'],
    ["import { RichText } from '../../../lib/rich-text.tsx';", 'remotes/media/src/features/news/components/x.tsx'],
  ])('allow %s in %s', async (code, filePath) => {
    expect(await refusedBy(code, filePath)).not.toContain('import-x/no-restricted-paths');
  });
});
