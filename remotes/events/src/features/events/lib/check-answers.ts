import type { Answers, Question } from '../api/events-api.ts';
import { answerErrors, checkAnswers } from '@tjas/schema/rules/signups';
import { signupLimits } from '@tjas/schema/signup-limits';

/**
 * What the server would refuse in the answers, in its words, or undefined: the first required
 * question left open, or an answer of the wrong kind or too long (@tjas/schema/rules/signups, the
 * rule the hooks apply).
 */
export function missingAnswer(questions: readonly Question[], answers: Answers): string | undefined {
  return checkAnswers(questions, answers, signupLimits.textAnswer.max).error || undefined;
}

/** Every question's problem at once, by question id, in the server's words: shown at each question. */
export function answerErrorsOf(questions: readonly Question[], answers: Answers): Record<string, string> {
  return answerErrors(questions, answers, signupLimits.textAnswer.max);
}
