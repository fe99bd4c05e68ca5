import { spreadsheetCsv, spreadsheetTime } from '@tjas/ui';
import type { AnswersRecord, Question, SignupRecord } from '../api/events-api.ts';

/**
 * The sign-ups of an event as CSV for a spreadsheet (spreadsheetCsv), one column per question;
 * for a paid event (`paid` given, the ids of the sign-ups marked paid) a column "Betaald", for an
 * event with guests (their names by sign-up) a column "Introducés".
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
  return spreadsheetCsv([header, ...rows]);
}
