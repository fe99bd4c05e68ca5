import { describe, expect, it } from 'vitest';
import { requestKind } from './request-kinds.ts';

const ORIGIN = 'https://leden.tjas.example';
const kindOf = (path: string, mode = 'cors', method = 'GET', offline = false) =>
  requestKind({ method, mode, url: path.startsWith('http') ? path : `${ORIGIN}${path}` }, ORIGIN, () => offline);

describe('what the worker does with a request', () => {
  it('takes every page from the network (never a kept shell)', () => {
    expect(kindOf('/evenementen', 'navigate')).toBe('page');
    expect(kindOf('/', 'navigate')).toBe('page');
  });

  it('leaves the registry, section manifests, section entries and the build id to the network', () => {
    for (const path of [
      '/remotes.json',
      '/sections/events/1.4.0/mf-manifest.json',
      '/sections/events/1.4.0/remoteEntry.js',
      '/builds/latest.json',
      '/manifest.webmanifest',
      '/sw.js',
    ])
      expect(kindOf(path), path).toBe('network');
  });

  it('keeps only content-hashed files, the shell’s and the sections’', () => {
    expect(kindOf('/assets/index-v2mBU2wH.js')).toBe('immutable');
    expect(kindOf('/assets/shared/tjas-router-oCWhdQ_d.js')).toBe('immutable');
    expect(kindOf('/sections/events/1.4.0/assets/section-AbCdEf12.js')).toBe('immutable');
    expect(kindOf('/assets/index.js')).toBe('network');
  });

  it('passes other origins, writes and API calls on, except the offline page’s reads', () => {
    expect(kindOf('https://cdn.example/assets/index-v2mBU2wH.js')).toBe('network');
    expect(kindOf('/assets/index-v2mBU2wH.js', 'cors', 'POST')).toBe('network');
    expect(kindOf('/api/collections/events/records')).toBe('network');
    expect(kindOf('/api/collections/events/records', 'cors', 'GET', true)).toBe('offline-read');
    expect(kindOf('/api/collections/events/records', 'cors', 'PATCH', true)).toBe('network');
  });

  it('keeps the icons for the offline page and notifications', () => {
    expect(kindOf('/icons/tjas-crest.svg')).toBe('icon');
  });
});
