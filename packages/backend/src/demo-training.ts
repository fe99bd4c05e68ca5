import { randomBytes } from 'node:crypto';
import { amsterdamDate, fromWallClock, seriesPlan, shiftTime } from '@tjas/schema/rules/event-series';
import type PocketBase from 'pocketbase';

const WEEKS = 6;
/** Days after the demo's day of the first training: the visual tests' week groups stay the same every day (visual.spec.ts). */
const FIRST_DAY = 9;

/** A series id as the server gives one (pb_hooks/lib/event-series.js): 15 lowercase letters and digits. */
function seriesId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(15)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The first training: 20:30 Amsterdam time, FIRST_DAY days after today, as the other demo events
 * lie a fixed number of days from the demo's day (after that day's dinner, so the list's first
 * cards stay the ones the end-to-end tests know).
 */
function firstTraining(now = Date.now()): number {
  return fromWallClock(Date.parse(`${amsterdamDate(now)}T20:30:00Z`) + FIRST_DAY * 86_400_000);
}

/**
 * "IJstraining": a weekly training series of the Sportcommissie (20:30, six weeks, the same plan the series route makes: @tjas/schema/rules/event-series), with answers for
 * the first two: several members come, some cannot with a reason, the rest have not answered.
 * Written as superuser with what the routes would store (pb_hooks/event-series.pb.js, availability.pb.js).
 */
export async function seedTrainingSeries(
  pb: PocketBase,
  sportcommissie: string | undefined,
  members: readonly string[],
): Promise<void> {
  if (!sportcommissie || members.length < 12) return;
  const start = firstTraining();
  const until = amsterdamDate(shiftTime(start, 7 * (WEEKS - 1)) ?? start);
  const { occurrences } = seriesPlan({ every_weeks: 1, until }, start);
  const series = seriesId();
  const events = [];
  for (const occurrence of occurrences) {
    const begins = shiftTime(start, occurrence.days) ?? start;
    events.push(
      await pb.collection('events').create(
        {
          title: 'IJstraining',
          description:
            'Wekelijkse ijstraining voor alle niveaus: techniek, bochten en een duurblok. Kun je niet? Geef het door.',
          location: 'IJsbaan Jaap Eden, Amsterdam',
          start: new Date(begins).toISOString(),
          end: new Date(begins + 90 * 60_000).toISOString(),
          organiser: sportcommissie,
          training: true,
          series,
        },
        { requestKey: null },
      ),
    );
  }
  const reasons = ['Tentamen de volgende ochtend', 'Geblesseerd aan mijn enkel', '', 'Werken'];
  for (const [week, event] of events.slice(0, 2).entries()) {
    const comes = members.slice(week, week + 7);
    const cannot = members.slice(week + 7, week + 7 + reasons.length - week);
    for (const user of comes)
      await pb.collection('availability').create({ event: event.id, user, answer: 'komt' }, { requestKey: null });
    for (const [index, user] of cannot.entries())
      await pb
        .collection('availability')
        .create({ event: event.id, user, answer: 'kan_niet', reason: reasons[index] ?? '' }, { requestKey: null });
  }
}
