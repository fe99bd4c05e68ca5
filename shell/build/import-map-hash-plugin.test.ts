import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './import-map-hash-plugin.ts';

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script as CSP expects, and skips scripts with a src', () => {
    const map = '{\n  "imports": { "react": "/assets/shared/react-1.js" }\n}';
    const html = `<head><script type="importmap">${map}</script><script type="module" crossorigin src="/assets/index-2.js"></script></head>`;
    const expected = `'sha256-${createHash('sha256').update(map).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });

  it('lists nothing for a page without inline scripts', () => {
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script>')).toEqual([]);
  });
});
