// The types of payments.cjs (what a member owes for a paid event, shared by the mails and the page).

export declare const PAYMENT_MESSAGES: {
  readonly instructionsMissing: string;
  readonly amountInInstructions: string;
  readonly noInstructions: string;
};

/** Cents a member owes: `price` (cents per person) for `places` (the member and their guests). */
export declare function amountDue(price: number, places: number): number;

/** "€ 1.234,56" for 123456 cents. */
export declare function formatEuros(cents: number): string;

/** "€ 7,50", or "€ 15,00 voor jou en je introducé (2 × € 7,50)". */
export declare function amountText(price: number, places: number): string;

/** "Piet", "Piet en Klaas", "Piet, Klaas en Anna". */
export declare function namesText(names: readonly string[] | null | undefined): string;

/** What is wrong with a paid event's payment instructions, or ''. */
export declare function paymentInstructionsError(price: number, instructions: string | null | undefined): string;

export interface PaymentFields {
  /** Cents per person. */
  price: number;
  instructions: string | null | undefined;
}

/**
 * The rule as a save applies it: a new event (`before` null) is checked, a change only when its
 * price or instructions change. '' when nothing is wrong.
 */
export declare function paymentChangeError(before: PaymentFields | null, after: PaymentFields): string;
