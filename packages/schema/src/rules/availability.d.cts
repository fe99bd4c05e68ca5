// The types of availability.cjs (a member's answer for a training, checked by the hooks and the page).

/** komt: "Ik kom"; kan_niet: "Kan niet". */
export type AvailabilityAnswer = 'komt' | 'kan_niet';

export declare const ANSWERS: readonly AvailabilityAnswer[];
export declare const REASON_MAX_LENGTH: number;
export declare const AVAILABILITY_MESSAGES: {
  notTraining: string;
  started: string;
  cancelled: string;
  signup: string;
  becomesTraining: string;
};

export interface AvailabilityDraft {
  answer?: unknown;
  reason?: unknown;
}

/** What is wrong with an answer, by field, in Dutch; {} when nothing is. */
export declare function availabilityErrors(input: AvailabilityDraft): Partial<Record<'answer' | 'reason', string>>;
