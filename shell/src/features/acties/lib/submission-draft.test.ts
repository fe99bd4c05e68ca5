import { describe, expect, it } from 'vitest';
import { submissionsLimits } from '@tjas/schema/field-limits';
import {
  draftToFormData,
  EMPTY_DRAFT,
  validateDraft,
  validateResponse,
  type SubmissionDraft,
} from './submission-draft.ts';

const NOW = new Date('2026-03-10T10:00:00Z');
const promotion: SubmissionDraft = {
  ...EMPTY_DRAFT,
  title: 'Promotie borrel',
  body: 'Graag een post op Instagram.',
  deadline: '2026-03-12',
  eventDate: '2026-03-14',
  channels: ['instagram'],
};
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('validateDraft', () => {
  it('accepts a complete promotion request', () => {
    expect(validateDraft('promotie', promotion, NOW)).toEqual({});
  });

  it('asks for a title, a text, a deadline and a channel', () => {
    expect(validateDraft('promotie', EMPTY_DRAFT, NOW)).toEqual({
      title: 'Geef een titel van minstens 3 tekens.',
      body: 'Schrijf minstens 10 tekens.',
      deadline: 'Vul in wanneer de promotie klaar moet zijn.',
      channels: 'Kies minstens één kanaal.',
    });
  });

  it('refuses dates in the past and a deadline after the activity', () => {
    expect(validateDraft('promotie', { ...promotion, deadline: '2026-03-09' }, NOW).deadline).toBe(
      'Deze datum ligt in het verleden.',
    );
    expect(validateDraft('promotie', { ...promotion, eventDate: '2026-03-01' }, NOW).eventDate).toBe(
      'Deze datum ligt in het verleden.',
    );
    expect(validateDraft('promotie', { ...promotion, deadline: '2026-03-15' }, NOW).deadline).toBe(
      'De promotie moet klaar zijn vóór de datum van de activiteit.',
    );
  });

  it('accepts today as the deadline in Amsterdam, also late in the evening', () => {
    expect(
      validateDraft('promotie', { ...promotion, deadline: '2026-03-10' }, new Date('2026-03-10T22:30:00Z')),
    ).toEqual({});
    // 00:30 on 11 March in Amsterdam: the 10th has passed there.
    expect(
      validateDraft('promotie', { ...promotion, deadline: '2026-03-10' }, new Date('2026-03-10T23:30:00Z')).deadline,
    ).toBe('Deze datum ligt in het verleden.');
  });

  it('refuses over-long texts', () => {
    const errors = validateDraft(
      'technische-hulp',
      { ...promotion, title: 'x'.repeat(201), body: 'y'.repeat(5001) },
      NOW,
    );
    expect(errors.title).toBe('De titel mag hoogstens 200 tekens hebben.');
    expect(errors.body).toBe('Je tekst mag hoogstens 5000 tekens hebben.');
  });

  it('accepts only http(s) links', () => {
    expect(validateDraft('technische-hulp', { ...promotion, pageUrl: 'javascript:alert(1)' }, NOW).pageUrl).toBe(
      'Vul een geldige link in (https://…).',
    );
    expect(
      validateDraft('technische-hulp', { ...promotion, pageUrl: 'https://tjas.example/a' }, NOW).pageUrl,
    ).toBeUndefined();
  });

  it('takes an image or a PDF up to 5 MB, and only an image for a slip-up', () => {
    expect(
      validateDraft('technische-hulp', { ...promotion, attachment: file('a.pdf', 'application/pdf', 10) }, NOW),
    ).toEqual({});
    expect(
      validateDraft('uitglijder', { ...promotion, attachment: file('a.pdf', 'application/pdf', 10) }, NOW).attachment,
    ).toMatch(/afbeelding/);
    expect(
      validateDraft('uitglijder', { ...promotion, attachment: file('a.png', 'image/png', 6 * 1024 * 1024) }, NOW)
        .attachment,
    ).toBe('Dit bestand is groter dan 5 MB.');
    expect(
      validateDraft('technische-hulp', { ...promotion, attachment: file('a.exe', 'application/x-msdownload', 10) }, NOW)
        .attachment,
    ).toBe('Kies een afbeelding of een PDF.');
  });
});

describe('draftToFormData', () => {
  it('sends the kind, trimmed texts, dates at noon UTC and every channel', () => {
    const form = draftToFormData('promotie', {
      ...promotion,
      title: '  Promotie borrel ',
      channels: ['instagram', 'website'],
    });
    expect(form.get('kind')).toBe('promotie');
    expect(form.get('title')).toBe('Promotie borrel');
    expect(form.get('deadline')).toBe('2026-03-12 12:00:00.000Z');
    expect(form.getAll('channels')).toEqual(['instagram', 'website']);
  });

  it('leaves out the promotion fields for other kinds', () => {
    const form = draftToFormData('uitglijder', promotion);
    expect(form.has('deadline')).toBe(false);
    expect(form.has('channels')).toBe(false);
  });
});

describe('validateResponse', () => {
  it('allows no answer, or one within the schema’s length', () => {
    const max = submissionsLimits.response.max;
    expect(validateResponse('')).toEqual({});
    expect(validateResponse('a'.repeat(max))).toEqual({});
    expect(validateResponse('a'.repeat(max + 1))).toEqual({
      response: `Je antwoord mag hoogstens ${max} tekens hebben.`,
    });
  });
});
