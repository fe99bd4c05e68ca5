// The types of submissions.cjs (the rules of /acties that the hooks and the form share).

export declare const PROMOTION_MESSAGES: {
  readonly deadlineMissing: string;
  readonly inThePast: string;
  readonly deadlineAfterEvent: string;
  readonly noChannel: string;
};

export interface PromotionErrors {
  deadline?: string;
  event_date?: string;
  channels?: string;
}

/** A time in ms or a yyyy-mm-dd day; null or '' when not filled in. */
export type Moment = number | string | null;

export declare function promotionErrors(
  deadline: Moment,
  eventDate: Moment,
  channelCount: number,
  today: number | string,
): PromotionErrors;
