import { startTransition, useEffect, useState } from 'react';

/**
 * False while a page first renders, true once the browser has painted that render. A long page
 * renders what a phone shows first and the rest after it, in a transition (in slices, with taps
 * let through), instead of one long task before its first paint (total blocking time, #33).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // An animation frame's callback runs just before its paint; a timer started there runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
