import type { AnswersRecord, Question, SignupRecord } from '../api/events-api.ts';

function cell(value: unknown): string {
  const text = value === true ? 'ja' : value === false ? 'nee' : String(value ?? '');
  // Quote every cell; a leading = + - @ TAB or CR is neutralised so a spreadsheet never runs it
  // as a formula (OWASP's list for CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The sign-ups of an event as CSV for a spreadsheet: semicolons and a byte-order mark, as
 * Dutch Excel expects, one column per question.
 */
export function signupsCsv(signups: readonly SignupRecord[], answers: readonly AnswersRecord[], questions: readonly Question[]): string {
  const bySignup = new Map(answers.map((row) => [row.signup, row.answers]));
  let waiting = 0;
  const header = ['Naam', 'Gebruikersnaam', 'Status', 'Plek op wachtlijst', 'Aangemeld op', ...questions.map((q) => q.label)];
  const rows = signups.map((signup) => {
    const given = bySignup.get(signup.id) ?? {};
    const position = signup.status === 'waiting' ? String(++waiting) : '';
    return [
      signup.expand?.user?.name ?? '',
      signup.expand?.user?.username ?? '',
      signup.status === 'confirmed' ? 'aangemeld' : 'wachtlijst',
      position,
      signup.created,
      ...questions.map((question) => given[question.id]),
    ];
  });
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
