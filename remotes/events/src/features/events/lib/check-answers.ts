import type { Answers, Question } from '../api/events-api.ts';
import { answerErrors } from '@tjas/schema/rules/signup-answers';
import { signupLimits } from '@tjas/schema/signup-limits';

/**
 * Every question's problem at once, by question id, in the server's words (@tjas/schema/rules/
 * signups, the rule the hooks apply, which name the first): a form shows each at its question.
 */
export function answerErrorsOf(questions: readonly Question[], answers: Answers): Record<string, string> {
  return answerErrors(questions, answers, signupLimits.textAnswer.max);
}
