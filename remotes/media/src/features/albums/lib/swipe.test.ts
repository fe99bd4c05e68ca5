import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_DISTANCE, swipeDirection } from './swipe.ts';

describe('swipeDirection', () => {
  const start = { x: 200, y: 300 };

  it('takes a finger moving left as the next photo and right as the previous one', () => {
    expect(swipeDirection(start, { x: 80, y: 310 })).toBe('next');
    expect(swipeDirection(start, { x: 320, y: 290 })).toBe('previous');
  });

  it('ignores a tap or a short slip of the finger', () => {
    expect(swipeDirection(start, start)).toBeNull();
    expect(swipeDirection(start, { x: start.x - (SWIPE_MIN_DISTANCE - 1), y: start.y })).toBeNull();
    expect(swipeDirection(start, { x: start.x - SWIPE_MIN_DISTANCE, y: start.y })).toBe('next');
  });

  it('leaves a mostly vertical movement to the page', () => {
    expect(swipeDirection(start, { x: 100, y: 500 })).toBeNull();
    expect(swipeDirection(start, { x: 300, y: 100 })).toBeNull();
  });

  it('takes another threshold', () => {
    expect(swipeDirection(start, { x: 170, y: 300 }, 20)).toBe('next');
    expect(swipeDirection(start, { x: 170, y: 300 })).toBeNull();
  });
});
