import { describe, expect, it } from 'vitest';
import { firstLine } from './section-reports.ts';

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
