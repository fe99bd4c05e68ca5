// The types of signups.cjs (the rules of events and sign-ups the hooks and the events section share).

export declare const SIGNUP_MESSAGES: {
  readonly cancelled: string;
  readonly started: string;
  readonly notYetOpen: string;
  readonly closed: string;
  readonly signoutClosed: string;
  readonly endBeforeStart: string;
  readonly closesBeforeOpening: string;
  readonly closesAfterStart: string;
  readonly signoutAfterStart: string;
  readonly largestPartyDoesNotFit: string;
};

/** Milliseconds; null when the field is empty. */
export type Time = number | null;

export declare function signupWindow(
  times: { start: Time; opens: Time; deadline: Time; cancelled?: boolean },
  now: number,
): { open: boolean; reason: string };

export declare function signoutAllowed(times: { start: Time; signoutDeadline: Time }, now: number): boolean;

export interface EventTimeErrors {
  end?: string;
  signup_deadline?: string;
  signout_deadline?: string;
}

export declare function eventTimeErrors(times: {
  start: Time;
  end: Time;
  opens: Time;
  deadline: Time;
  signout: Time;
}): EventTimeErrors;

export declare function partySizeError(capacity: number, maxGuests: number): string | null;

/** An event's counts as the server sends them while members sign up: places taken, sign-ups waiting. */
export interface LiveCounts {
  confirmed: number;
  waiting: number;
}

/** The realtime topic of an event's counts (see signups.cjs). */
export declare function countsTopic(eventId: string): string;

/** What the answer to a new sign-up says besides the sign-up (see signups.cjs). */
export interface SignupAnswerExtras {
  event_counts: LiveCounts;
  /** The member's place on the waiting list (1-based); 0 with a place. */
  waiting_place: number;
}

export declare function signupAnswerExtras(counts: LiveCounts, waitingPlace: number): SignupAnswerExtras;
