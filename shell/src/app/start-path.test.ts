import { describe, expect, it } from 'vitest';
import { startPath } from './routes.tsx';

const section = (name: string, prefix: string) => ({
  name,
  label: name,
  prefix,
  entry: `/sections/${name}/1/mf-manifest.json`,
  version: '1',
});

describe('startPath', () => {
  it('is the registry\u2019s first section (the registry is in navigation order)', () => {
    expect(startPath({ registry: { sections: [section('events', '/evenementen'), section('sport', '/sport')] } })).toBe(
      '/evenementen/',
    );
    expect(startPath({ registry: { sections: [section('sport', '/sport')] } })).toBe('/sport/');
  });

  it('is the account page when no section is released', () => {
    expect(startPath({ registry: { sections: [] } })).toBe('/account');
  });
});
