// A series of events (#34, as Spond's and Congressus' recurring events): the first occurrence's
// times repeat every N weeks, on the same Amsterdam wall-clock time, until a last day, less the
// days skipped. The server (pb_hooks/event-series.pb.js) makes the occurrences from this plan and
// the form shows the same plan before it is sent, with the server's own sentences. Amsterdam's
// wall clock is here too, without Intl (PocketBase's engine, goja, has none): the mails write
// their dates with it (pb_hooks/lib/member-mails.js). Plain JavaScript without imports (see
// event-messages.cjs; a section's build turns it into an ES module, rules-as-esm.ts).

const HOUR = 3600000;
const DAY = 24 * HOUR;

/** The last Sunday of a month (0-based) at 01:00 UTC: when Europe changes its clocks. */
function clockChange(year, month) {
  const day = new Date(Date.UTC(year, month + 1, 0, 1));
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day;
}

/** Amsterdam's offset from UTC at a moment (ms since 1970), in ms: one hour, two in summer. */
function amsterdamOffset(time) {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= clockChange(year, 2).getTime() && time < clockChange(year, 9).getTime();
  return (summer ? 2 : 1) * HOUR;
}

/** A moment as Amsterdam's wall clock, written as if it were UTC (read it with getUTC…). */
function toWallClock(time) {
  return time + amsterdamOffset(time);
}

/**
 * The moment an Amsterdam wall-clock time (written as if UTC) is. A time the spring change skips
 * (02:30 on that Sunday) comes out an hour later; the autumn's twice-shown hour is its first.
 */
function fromWallClock(wall) {
  const guess = wall - amsterdamOffset(wall - 2 * HOUR);
  return wall - amsterdamOffset(guess);
}

/** The same Amsterdam wall-clock time `days` days later: a weekly 19:30 stays 19:30 across a clock change. */
function addWallClockDays(time, days) {
  return fromWallClock(toWallClock(time) + days * DAY);
}

/** The Amsterdam date of a moment as YYYY-MM-DD. */
function amsterdamDate(time) {
  return new Date(toWallClock(time)).toISOString().slice(0, 10);
}

/** The most occurrences one series makes: a year of weekly trainings. */
const MAX_OCCURRENCES = 52;
/** The longest interval: every four weeks. */
const MAX_EVERY_WEEKS = 4;

const DAYS = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'];
const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "di 3 feb 2026" for a YYYY-MM-DD date. */
function dayText(date) {
  const day = new Date(`${date}T12:00:00Z`);
  return `${DAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

function isDate(value) {
  return typeof value === 'string' && DATE.test(value) && !isNaN(Date.parse(`${value}T12:00:00Z`));
}

/**
 * The plan of a series whose first occurrence starts at `start` (ms; null when not filled in):
 * `repeat` is { every_weeks, until: 'YYYY-MM-DD', skip: ['YYYY-MM-DD'] } as the form sends it.
 * Returns the errors by field with Dutch messages ({} when none), and the occurrences kept, each
 * its Amsterdam date and how many days it lies after the first (its times move by as many days).
 */
function seriesPlan(repeat, start) {
  const errors = {};
  const everyWeeks = Number(repeat && repeat.every_weeks);
  const until = repeat ? repeat.until : undefined;
  const given = repeat && Array.isArray(repeat.skip) ? repeat.skip : [];
  // Each day once; more than a series can have is refused before any work (a list of thousands
  // made the checks below take minutes).
  const skip = given.length > MAX_OCCURRENCES * 2 ? given : given.filter((day, index) => given.indexOf(day) === index);
  if (!Number.isInteger(everyWeeks) || everyWeeks < 1 || everyWeeks > MAX_EVERY_WEEKS)
    errors.every_weeks = `Kies om de hoeveel weken de reeks terugkomt: elke week tot elke ${MAX_EVERY_WEEKS} weken.`;
  if (!isDate(until)) errors.until = 'Vul in tot en met welke dag de reeks loopt.';
  if (repeat && repeat.skip !== undefined && !(Array.isArray(repeat.skip) && repeat.skip.every(isDate)))
    errors.skip = 'Geef de dagen die je overslaat als datums.';
  else if (skip.length > MAX_OCCURRENCES)
    errors.skip = `Je slaat hooguit ${MAX_OCCURRENCES} dagen over; een reeks heeft er niet meer.`;
  if (typeof start !== 'number' || isNaN(start) || Object.keys(errors).length > 0) return { errors, occurrences: [] };
  const first = amsterdamDate(start);
  if (until <= first) {
    errors.until = `De laatste dag van de reeks moet na de eerste keer (${dayText(first)}) liggen.`;
    return { errors, occurrences: [] };
  }
  const all = [];
  // Bounded: past the most a series may have (plus what it skips), counting further changes nothing.
  for (let index = 0; all.length <= MAX_OCCURRENCES + skip.length; index++) {
    const days = index * 7 * everyWeeks;
    const date = amsterdamDate(addWallClockDays(start, days));
    if (date > until) break;
    all.push({ date, days });
  }
  const stray = skip.filter((date) => !all.some((occurrence) => occurrence.date === date));
  if (stray.length > 0) {
    errors.skip = `Overslaan kan alleen op een dag van de reeks; ${dayText(stray[0])} hoort er niet bij.`;
    return { errors, occurrences: [] };
  }
  const occurrences = all.filter((occurrence) => skip.indexOf(occurrence.date) < 0);
  if (occurrences.length > MAX_OCCURRENCES)
    errors.until = `Een reeks heeft hooguit ${MAX_OCCURRENCES} keer; deze zou er meer hebben. Kies een eerdere laatste dag.`;
  else if (occurrences.length < 2)
    errors[skip.length > 0 ? 'skip' : 'until'] = 'Een reeks heeft minstens twee keer; maak anders één evenement.';
  return { errors, occurrences: Object.keys(errors).length > 0 ? [] : occurrences };
}

/** An event's time (ms) moved by whole days on Amsterdam's wall clock; null stays null. */
function shiftTime(value, days) {
  return value === null || value === undefined ? null : addWallClockDays(value, days);
}

module.exports = {
  MAX_EVERY_WEEKS,
  MAX_OCCURRENCES,
  addWallClockDays,
  amsterdamDate,
  clockChange,
  dayText,
  fromWallClock,
  seriesPlan,
  shiftTime,
  toWallClock,
};
