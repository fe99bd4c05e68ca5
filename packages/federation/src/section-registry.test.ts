import { describe, expect, it } from 'vitest';
import { findSectionForPath, parseSectionRegistry } from './section-registry.ts';

const events = {
  name: 'events',
  label: 'Evenementen',
  prefix: '/evenementen',
  entry: '/sections/events/1.0.0-abc/mf-manifest.json',
  version: '1.0.0-abc',
};

describe('parseSectionRegistry', () => {
  it('accepts a well-formed registry', () => {
    expect(parseSectionRegistry({ sections: [events] })).toEqual({ sections: [events] });
  });

  it('keeps the standard manifest for other Module Federation hosts, and drops one that is no URL', () => {
    const withStandard = { ...events, mfManifest: '/sections/events/1.0.0-abc/mf/mf-manifest.json' };
    expect(parseSectionRegistry({ sections: [withStandard] })).toEqual({ sections: [withStandard] });
    expect(parseSectionRegistry({ sections: [{ ...events, mfManifest: 42 }] })).toEqual({ sections: [events] });
  });

  it('rejects missing fields, bad prefixes and duplicates', () => {
    expect(() => parseSectionRegistry({})).toThrow(/sections/);
    expect(() => parseSectionRegistry({ sections: [{ ...events, entry: '' }] })).toThrow(/entry/);
    expect(() => parseSectionRegistry({ sections: [{ ...events, prefix: 'evenementen' }] })).toThrow(/prefix/);
    expect(() => parseSectionRegistry({ sections: [events, events] })).toThrow(/twee keer/);
  });
});

describe('findSectionForPath', () => {
  const registry = { sections: [events] };
  it('matches the prefix itself and paths below it', () => {
    expect(findSectionForPath(registry, '/evenementen')?.name).toBe('events');
    expect(findSectionForPath(registry, '/evenementen/')?.name).toBe('events');
    expect(findSectionForPath(registry, '/evenementen/abc/signups')?.name).toBe('events');
  });

  it('matches the prefix in any case, as the section\u2019s routes and the server\u2019s 404 do', () => {
    expect(findSectionForPath(registry, '/Evenementen')?.name).toBe('events');
    expect(findSectionForPath(registry, '/EVENEMENTEN/abc')?.name).toBe('events');
  });

  it('does not match paths that only start with the same letters', () => {
    expect(findSectionForPath(registry, '/evenementenarchief')).toBeUndefined();
    expect(findSectionForPath(registry, '/sport/uitslagen')).toBeUndefined();
  });
});
