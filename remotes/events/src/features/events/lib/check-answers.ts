import type { Answers, Question } from '../api/events-api.ts';

/** The first required question left open (Dutch message), mirroring the server's check. */
export function missingAnswer(questions: readonly Question[], answers: Answers): string | undefined {
  const open = questions.find((question) => {
    const value = answers[question.id];
    return question.required && (value === undefined || value === '' || (typeof value === 'string' && !value.trim()));
  });
  return open ? `Beantwoord de vraag "${open.label}".` : undefined;
}
