/** How many colours the cards without a picture take turns with (event-card.module.css: .tone0 to .tone5). */
export const TONES = 6;

/**
 * The colour of an event's card without a cover picture: its organising committee's, the same
 * for every event of that committee (the events have no categories; their organiser is one).
 * Given the committee's name, not its id: a name stays the same in every database (the demo's,
 * a restored backup), so a committee keeps its colour.
 */
export function organiserTone(organiser: string): number {
  let hash = 0;
  for (const character of organiser) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash % TONES;
}
