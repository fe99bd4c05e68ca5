/**
 * The limits of an event's questions and of a sign-up's answers and guests. They are rules of the
 * sign-up hooks (`pb_hooks/lib/signup-rules.js`) on JSON fields, which the schema cannot state, so
 * they are written here once: the forms import them, and `pnpm generate:access` writes them to
 * `pb_hooks/generated/signup-limits.json` for the hooks (a test fails when that file is stale).
 */
export const signupLimits = {
  /** Questions an event may ask. */
  questions: { max: 20 },
  /** A question's text. */
  questionLabel: { max: 200 },
  /** A question's id (letters, digits, dashes). */
  questionId: { max: 40 },
  /** The answer to an open question. */
  textAnswer: { max: 1000 },
  /** A guest's name. */
  guestName: { min: 2, max: 100 },
} as const;
