/** An event's counts as the server sends them while members sign up: places taken, sign-ups waiting. */
export interface LiveCounts {
  confirmed: number;
  waiting: number;
}

/**
 * The topic the server sends an event's counts on after sign-ups, at most once a second and to
 * members only (pb_hooks/lib/signup-broadcast.js). Not PocketBase's sign-ups topic: there every
 * sign-up costs a database check per member listening, which a rush cannot afford.
 */
export const countsTopic = (eventId: string) => `tjas-aanmeldingen/${eventId}`;
