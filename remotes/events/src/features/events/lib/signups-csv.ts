import type { AnswersRecord, Question, SignupRecord } from '../api/events-api.ts';

function cell(value: unknown): string {
  const text = value === true ? 'ja' : value === false ? 'nee' : String(value ?? '');
  // Quote every cell; a leading = + - @ TAB or CR is neutralised so a spreadsheet never runs it
  // as a formula (OWASP's list for CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const SPREADSHEET_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-12-01 11:00": Amsterdam time, in a form spreadsheets read as a date and sort right. */
export function spreadsheetTime(value: string): string {
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : SPREADSHEET_TIME.format(date);
}

/**
 * The sign-ups of an event as CSV for a spreadsheet: semicolons and a byte-order mark, as
 * Dutch Excel expects, one column per question; for a paid event (`paid` given, the ids of the
 * sign-ups marked paid) a column "Betaald", for an event with guests (their names by sign-up) a
 * column "Introducés".
 */
export function signupsCsv(
  signups: readonly SignupRecord[],
  answers: readonly AnswersRecord[],
  questions: readonly Question[],
  { paid, guests }: { paid?: ReadonlySet<string>; guests?: ReadonlyMap<string, readonly string[]> } = {},
): string {
  const bySignup = new Map(answers.map((row) => [row.signup, row.answers]));
  let waiting = 0;
  const header = [
    'Naam',
    'Gebruikersnaam',
    'Status',
    'Plek op wachtlijst',
    'Aangemeld op',
    ...(guests ? ['Introducés'] : []),
    ...(paid ? ['Betaald'] : []),
    ...questions.map((q) => q.label),
  ];
  const rows = signups.map((signup) => {
    const given = bySignup.get(signup.id) ?? {};
    const position = signup.status === 'waiting' ? String(++waiting) : '';
    return [
      signup.expand?.user?.name ?? '',
      signup.expand?.user?.username ?? '',
      signup.status === 'confirmed' ? 'aangemeld' : 'wachtlijst',
      position,
      spreadsheetTime(signup.created),
      ...(guests ? [(guests.get(signup.id) ?? []).join(', ')] : []),
      ...(paid ? [paid.has(signup.id)] : []),
      ...questions.map((question) => given[question.id]),
    ];
  });
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
