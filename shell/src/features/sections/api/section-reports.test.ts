import { describe, expect, it } from 'vitest';
import { firstLine, isCodeError } from './section-reports.ts';

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
