import { DEV_VERSION } from '@tjas/federation/section-registry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLine, isCodeError, reportSection } from './section-reports.ts';

describe('reportSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports a released version once per kind, and nothing of a section dev:section serves', async () => {
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { body?: string }) => {
        posted.push(`${url} ${init.body ?? ''}`);
        return new Response('null', { status: 204 });
      }),
    );
    reportSection({ name: 'sport', version: '1.2.0-abc' });
    reportSection({ name: 'sport', version: '1.2.0-abc' });
    reportSection({ name: 'sport', version: DEV_VERSION });
    reportSection({ name: 'sport', version: DEV_VERSION }, new Error('kapot'));
    await vi.waitFor(() => expect(posted).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 50)); // any later report would be in by now
    expect(posted).toHaveLength(1);
    // The page's one client, wherever it points (other files may have configured it).
    expect(posted[0]).toMatch(/\/api\/tjas\/secties\/sport\/meldingen \{"version":"1\.2\.0-abc"\}$/);
  });
});

describe('firstLine', () => {
  it('sends the error\u2019s name and message, never its stack', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    expect(firstLine(error)).toBe("TypeError: Cannot read properties of undefined (reading 'map')");
  });

  it('keeps only the first line, at most 300 characters', () => {
    expect(firstLine('Sectie sport laadt niet.\n    at load (section-loader.ts:40:7)')).toBe(
      'Sectie sport laadt niet.',
    );
    expect(firstLine(new Error('x'.repeat(500)))).toHaveLength(300);
  });

  it('says something for an error without words', () => {
    expect(firstLine('')).toBe('Onbekende fout');
  });
});

describe('isCodeError', () => {
  it('counts errors of the code, not of the connection', () => {
    expect(isCodeError(new Error('kapot bij het laden'))).toBe(true);
    expect(isCodeError(new Error('Sectie sport is gebouwd voor contractversie 9'))).toBe(true);
    expect(isCodeError(new Error('Sectie sport laadt niet.'))).toBe(false);
    expect(isCodeError(new TypeError('Failed to fetch dynamically imported module: https://x/section.js'))).toBe(false);
    expect(isCodeError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
  });
});
