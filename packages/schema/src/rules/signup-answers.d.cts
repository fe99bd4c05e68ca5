// The types of signup-answers.cjs (an event's questions, a member's answers and guests).

export declare function guestNameMessage(min: number, max: number): string;

/** A question of an event, as stored. */
export interface SignupQuestion {
  id: string;
  label: string;
  type: 'choice' | 'text' | 'yesno';
  options?: readonly string[];
  required?: boolean;
}

export type AnswerValue = string | boolean;

/** What is wrong with an event's question list as stored, or '' (limits: @tjas/schema/signup-limits). */
export declare function checkQuestions(
  questions: unknown,
  limits: { questions: { max: number }; questionLabel: { max: number }; questionId: { max: number } },
): string;

/** The first thing wrong with the answers ('' when nothing is), and the answers kept (null then). */
export declare function checkAnswers(
  questions: readonly SignupQuestion[] | null | undefined,
  answers: unknown,
  textMax: number,
): { error: string; cleaned: Record<string, AnswerValue> | null };

/** Every question's problem at once, by question id (the questions without one are left out). */
export declare function answerErrors(
  questions: readonly SignupQuestion[] | null | undefined,
  answers: unknown,
  textMax: number,
): Record<string, string>;

/** What is wrong with the guests ('' when nothing is), and their trimmed names (null then). */
export declare function checkGuests(
  given: unknown,
  maxGuests: number,
  nameMin: number,
  nameMax: number,
): { error: string; names: string[] | null };
