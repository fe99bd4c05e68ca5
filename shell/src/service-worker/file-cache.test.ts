import { describe, expect, it } from 'vitest';
import { filesToDrop, fitsItsFile } from './file-cache.ts';

describe('a hashed file the worker keeps', () => {
  it('is an answer whose type fits the file', () => {
    expect(fitsItsFile('/assets/index-v2mBU2wH.js', 'text/javascript; charset=utf-8')).toBe(true);
    expect(fitsItsFile('/assets/index-v2mBU2wH.js', 'application/javascript')).toBe(true);
    expect(fitsItsFile('/sections/events/1.4.0/assets/section-AbCdEf12.css', 'text/css; charset=utf-8')).toBe(true);
    expect(fitsItsFile('/assets/inter-AbCdEf12.woff2', 'font/woff2')).toBe(true);
    expect(fitsItsFile('/assets/crest-AbCdEf12.svg', 'image/svg+xml')).toBe(true);
    expect(fitsItsFile('/assets/photo-AbCdEf12.JPG', 'image/jpeg')).toBe(true);
  });

  it('is never the app’s page the server answers a missing file with, nor an answer without a type', () => {
    for (const path of ['/assets/index-v2mBU2wH.js', '/assets/index-v2mBU2wH.css', '/assets/crest-AbCdEf12.png'])
      expect(fitsItsFile(path, 'text/html; charset=utf-8'), path).toBe(false);
    expect(fitsItsFile('/assets/index-v2mBU2wH.js', null)).toBe(false);
    expect(fitsItsFile('/assets/index-v2mBU2wH.js', 'text/plain')).toBe(false);
    expect(fitsItsFile('/assets/index-v2mBU2wH.css', 'text/javascript')).toBe(false);
    expect(fitsItsFile('/assets/index-v2mBU2wH', 'text/javascript')).toBe(false);
  });
});

describe('the cache of hashed files', () => {
  it('drops the oldest beyond its size, and nothing below it', () => {
    const keys = Array.from({ length: 305 }, (_, index) => `file-${index}`);
    expect(filesToDrop(keys)).toEqual(['file-0', 'file-1', 'file-2', 'file-3', 'file-4']);
    expect(filesToDrop(keys.slice(0, 300))).toEqual([]);
    expect(filesToDrop(['a', 'b', 'c'], 2)).toEqual(['a']);
  });
});
