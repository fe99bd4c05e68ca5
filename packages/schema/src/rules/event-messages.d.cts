// The types of event-messages.cjs (a message from an event's organisers, checked by the hooks and the form).

/** Who a message goes to: members with a place, on the waiting list, or both. */
export type Audience = 'confirmed' | 'waiting' | 'all';

export declare const AUDIENCES: readonly Audience[];

export declare const MESSAGE_MAX_LENGTH: number;

export interface MessageDraft {
  audience?: unknown;
  body?: unknown;
}

/** What is wrong with a message, by field, in Dutch; {} when nothing is. */
export declare function messageErrors(message: MessageDraft): Partial<Record<'audience' | 'body', string>>;
