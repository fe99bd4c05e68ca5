/**
 * Skating times in hundredths of a second, written the Dutch way: "38,12", "1:52,34",
 * "13:04,50", "1:02:03,45". Whole hundredths keep sums and comparisons exact.
 */
export function formatRaceTime(hundredths: number): string {
  if (!Number.isInteger(hundredths) || hundredths < 0) return '';
  const fraction = String(hundredths % 100).padStart(2, '0');
  const totalSeconds = Math.floor(hundredths / 100);
  const seconds = totalSeconds % 60;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const hours = Math.floor(totalSeconds / 3600);
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')},${fraction}`;
  if (minutes > 0) return `${minutes}:${String(seconds).padStart(2, '0')},${fraction}`;
  return `${seconds},${fraction}`;
}

const RACE_TIME = /^(?:(?:(\d{1,2}):)?(\d{1,2}):)?(\d{1,2})[,.](\d{2})$/;

/** Parses what formatRaceTime writes (a dot is accepted for the comma); null when it is not a time. */
export function parseRaceTime(text: string): number | null {
  const match = RACE_TIME.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, fraction] = match;
  if (minutes !== undefined && Number(seconds) >= 60) return null;
  if (hours !== undefined && Number(minutes) >= 60) return null;
  return ((Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60 + Number(seconds)) * 100 + Number(fraction);
}
