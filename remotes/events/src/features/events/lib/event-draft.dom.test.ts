import { configureBackend, getPocketBase, logout } from '@tjas/auth';
import { fakeToken } from '@tjas/auth/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, sameValues, writeDraft } from './event-draft.ts';
import { toFormValues, type EventFormValues } from './event-form-values.ts';

// The event form's draft in the tab's sessionStorage (jsdom's), through a reload (#32 item 5).

const typed = (): EventFormValues => ({
  ...toFormValues(undefined, 'c1'),
  title: 'Schaatsclinic',
  description: 'Met\nregels',
  questions: [{ id: '', label: 'Maat', type: 'choice', options: 'S\nM', required: true }],
});

afterEach(() => sessionStorage.clear());

describe('the event form’s draft', () => {
  it('comes back as it was written, for the same member and form address only', () => {
    const key = draftKey('u1', '/evenementen/nieuw');
    writeDraft(key, typed(), '', sessionStorage, 1_000);
    expect(readDraft(key)).toEqual({ values: typed(), savedAt: 1_000, base: '' });
    expect(readDraft(draftKey('u2', '/evenementen/nieuw'))).toBeNull();
    expect(readDraft(draftKey('u1', '/evenementen/abc/bewerken'))).toBeNull();
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('keeps a series and the training mark, and brings back a draft written before them without', () => {
    const key = draftKey('u1', '/evenementen/nieuw');
    const series = {
      ...typed(),
      training: true,
      repeat: true,
      repeatWeeks: '2',
      repeatUntil: '2026-12-22',
      repeatSkip: ['2026-12-08'],
    };
    writeDraft(key, series, '', sessionStorage, 1_000);
    expect(readDraft(key)?.values).toEqual(series);
    const { training, repeat, repeatWeeks, repeatUntil, repeatSkip, ...older } = typed();
    void [training, repeat, repeatWeeks, repeatUntil, repeatSkip];
    sessionStorage.setItem(key, JSON.stringify({ values: older, savedAt: 1_000, base: '' }));
    expect(readDraft(key)?.values).toEqual(typed());
  });

  it('goes when the member logs out: an unpublished event’s text does not outlive the session', () => {
    configureBackend({ baseUrl: 'http://127.0.0.1:9' });
    getPocketBase().authStore.save(fakeToken({ exp: 4102444800 }), { id: 'u1', collectionId: 'users' } as never);
    writeDraft(draftKey('u1', '/evenementen/nieuw'), typed(), '', sessionStorage);
    writeDraft(draftKey('u1', '/evenementen/abc/bewerken'), typed(), '2026-01-01', sessionStorage);
    sessionStorage.setItem('tjas:iets-anders', 'blijft');
    logout();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('tjas:evenement-concept:'))).toEqual([]);
    expect(sessionStorage.getItem('tjas:iets-anders')).toBe('blijft');
  });

  it('is one draft for a form’s address with or without a trailing slash', () => {
    expect(draftKey('u1', '/evenementen/nieuw/')).toBe(draftKey('u1', '/evenementen/nieuw'));
    expect(draftKey('u1', '/evenementen/abc/bewerken//')).toBe(draftKey('u1', '/evenementen/abc/bewerken'));
    expect(draftKey('u1', '/evenementen/nieuw')).not.toBe(draftKey('u1', '/evenementen/abc/bewerken'));
  });

  it('keeps the event’s version it began from, to tell when the event changed since', () => {
    const key = draftKey('u1', '/evenementen/abc/bewerken');
    writeDraft(key, typed(), '2026-11-27 10:00:00.000Z');
    expect(readDraft(key)?.base).toBe('2026-11-27 10:00:00.000Z');
  });

  it('is none when what is stored is not a form’s values (another version of the site, a hand edit)', () => {
    const key = draftKey('u1', '/evenementen/nieuw');
    const stored = (values: unknown) => sessionStorage.setItem(key, JSON.stringify({ values, savedAt: 1, base: '' }));
    stored({ ...typed(), title: 3 });
    expect(readDraft(key)).toBeNull();
    stored({ ...typed(), questions: [{ id: '', label: 'x', type: 'slider', options: '', required: false }] });
    expect(readDraft(key)).toBeNull();
    const { price: _price, ...withoutPrice } = typed();
    stored(withoutPrice);
    expect(readDraft(key)).toBeNull();
    sessionStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
  });

  it('is simply not kept when the browser refuses storage: the form goes on', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => writeDraft('k', typed(), '', refusing)).not.toThrow();
    expect(readDraft('k', refusing)).toBeNull();
    expect(() => clearDraft('k', refusing)).not.toThrow();
  });

  it('counts as a change only when a field or question differs', () => {
    expect(sameValues(typed(), typed())).toBe(true);
    expect(sameValues(typed(), { ...typed(), location: 'Thialf' })).toBe(false);
    const other = typed();
    other.questions[0]!.required = false;
    expect(sameValues(typed(), other)).toBe(false);
  });
});
