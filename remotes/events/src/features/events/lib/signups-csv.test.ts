import { describe, expect, it } from 'vitest';
import type { AnswersRecord, SignupRecord } from '../api/events-api.ts';
import { signupsCsv } from './signups-csv.ts';

const signup = (id: string, name: string, status: SignupRecord['status']): SignupRecord =>
  ({
    id,
    status,
    created: '2026-12-01 10:00:00.000Z',
    expand: { user: { name, username: name.toLowerCase() } },
  }) as SignupRecord;

describe('signupsCsv', () => {
  it('writes one row per sign-up with status, waiting position and answers', () => {
    const csv = signupsCsv(
      [signup('a', 'Daan', 'confirmed'), signup('b', 'Sanne', 'waiting'), signup('c', 'Jesse', 'waiting')],
      [{ signup: 'a', answers: { bus: true, dieet: 'Geen "vlees"' } } as unknown as AnswersRecord],
      [
        { id: 'bus', label: 'Bus', type: 'yesno' },
        { id: 'dieet', label: 'Dieet', type: 'text' },
      ],
    );
    const lines = csv.replace('\ufeff', '').trim().split('\r\n');
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(lines[0]).toBe('"Naam";"Gebruikersnaam";"Status";"Plek op wachtlijst";"Aangemeld op";"Bus";"Dieet"');
    // 10:00 UTC on 1 December is 11:00 in Amsterdam.
    expect(lines[1]).toBe('"Daan";"daan";"aangemeld";"";"2026-12-01 11:00";"ja";"Geen ""vlees"""');
    expect(lines[2]).toContain('"wachtlijst";"1"');
    expect(lines[3]).toContain('"wachtlijst";"2"');
  });

  it('has a column "Betaald" for a paid event, and none for a free one', () => {
    const rows = [signup('a', 'Daan', 'confirmed'), signup('b', 'Sanne', 'confirmed')];
    const lines = signupsCsv(rows, [], [{ id: 'bus', label: 'Bus', type: 'yesno' }], { paid: new Set(['b']) })
      .replace('\ufeff', '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Naam";"Gebruikersnaam";"Status";"Plek op wachtlijst";"Aangemeld op";"Betaald";"Bus"');
    expect(lines[1]).toBe('"Daan";"daan";"aangemeld";"";"2026-12-01 11:00";"nee";""');
    expect(lines[2]).toBe('"Sanne";"sanne";"aangemeld";"";"2026-12-01 11:00";"ja";""');
    expect(signupsCsv(rows, [], [])).not.toContain('Betaald');
  });

  it('has a column "Introducés" with the guests\' names for an event with guests', () => {
    const rows = [signup('a', 'Daan', 'confirmed'), signup('b', 'Sanne', 'confirmed')];
    const lines = signupsCsv(rows, [], [], {
      guests: new Map([['a', ['Piet Jansen', 'Klaas Vos']]]),
      paid: new Set(['a']),
    })
      .replace('\ufeff', '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Naam";"Gebruikersnaam";"Status";"Plek op wachtlijst";"Aangemeld op";"Introducés";"Betaald"',
    );
    expect(lines[1]).toBe('"Daan";"daan";"aangemeld";"";"2026-12-01 11:00";"Piet Jansen, Klaas Vos";"ja"');
    expect(lines[2]).toBe('"Sanne";"sanne";"aangemeld";"";"2026-12-01 11:00";"";"nee"');
  });

  it.each(['=HYPERLINK("x")', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1'])(
    'neutralises %j, which a spreadsheet would run as a formula',
    (name) => {
      const csv = signupsCsv([signup('a', name, 'confirmed')], [], []);
      expect(csv).toContain(`"'${name.replace(/"/g, '""')}"`);
    },
  );
});
