/** How far (CSS pixels) a finger must travel sideways before the viewer takes it as a swipe. */
export const SWIPE_MIN_DISTANCE = 50;

export interface SwipePoint {
  x: number;
  y: number;
}

/**
 * Which way a gesture from `start` to `end` moves through the photos: a finger going left shows
 * the next photo, going right the previous one. A short movement is a tap, and a movement more
 * up or down than sideways is the page's (scrolling, pulling), so both give null.
 */
export function swipeDirection(
  start: SwipePoint,
  end: SwipePoint,
  minDistance = SWIPE_MIN_DISTANCE,
): 'next' | 'previous' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
