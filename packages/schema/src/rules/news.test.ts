import { describe, expect, it } from 'vitest';
import { publishingCommittee, publishingCommittees } from './news.cjs';

const media = { name: 'Mediacommissie', key: 'media', admin: false };
const redactie = { name: 'Redactie', key: 'redactie', admin: false };
const sport = { name: 'Sportcommissie', key: 'sport', admin: false };
const bestuur = { name: 'Bestuur', key: 'bestuur', admin: true };
const keys = ['media', 'redactie'];

describe('publishingCommittees', () => {
  it('keeps the committees that may publish and admin committees', () => {
    expect(publishingCommittees([sport, redactie, media], keys)).toEqual([redactie, media]);
    expect(publishingCommittees([sport], keys)).toEqual([]);
  });

  it("never an admin's other committee: it would edit and delete the post without the right to publish", () => {
    expect(publishingCommittees([sport, bestuur], keys)).toEqual([bestuur]);
    expect(publishingCommittee([sport, bestuur], keys, '')).toBe(bestuur);
    expect(publishingCommittee([sport, bestuur], keys, 'Sportcommissie')).toBeNull();
  });
});

describe('publishingCommittee', () => {
  it('finds the named committee (trimmed, any case) among those, else the first without a name', () => {
    expect(publishingCommittee([media, redactie], keys, ' redactie ')).toBe(redactie);
    expect(publishingCommittee([media, redactie], keys, '')).toBe(media);
    expect(publishingCommittee([media, redactie], keys, undefined)).toBe(media);
  });

  it('is null for a committee the member may not publish for, or one that is not theirs', () => {
    expect(publishingCommittee([media, sport], keys, 'Sportcommissie')).toBeNull();
    expect(publishingCommittee([media], keys, 'Redactie')).toBeNull();
    expect(publishingCommittee([sport], keys, '')).toBeNull();
  });
});
