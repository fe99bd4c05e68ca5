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

  it('does not match paths that only start with the same letters', () => {
    expect(findSectionForPath(registry, '/evenementenarchief')).toBeUndefined();
    expect(findSectionForPath(registry, '/sport/uitslagen')).toBeUndefined();
  });
});
