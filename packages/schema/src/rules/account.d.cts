// The types of account.cjs (the rule of a new e-mail address the hooks and the account page share).

export declare const EMAIL_MESSAGES: {
  readonly missing: string;
  readonly invalid: string;
  readonly own: string;
};

/** What is wrong with a new address (trimmed), with PocketBase's validation code, or null. */
export declare function newEmailError(
  wanted: string,
  current: string,
): { code: 'validation_required' | 'validation_is_email' | 'validation_not_in_invalid'; message: string } | null;
