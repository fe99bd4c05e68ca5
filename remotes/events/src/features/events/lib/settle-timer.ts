/**
 * Runs `action` once the pokes have stopped for `quietMs`, plus a random part of `spreadMs`.
 *
 * Strategy: an event's page hears of other members' sign-ups while a rush is on (a message a
 * second). Reading the event again after every message would send every open page's request at
 * the same moments, a thousand at a time; so the page waits until the messages stop, and each
 * page waits a different while, so their requests arrive spread over `spreadMs` rather than at
 * once. A poke while waiting starts the wait again; `cancel` drops a pending run.
 */
export interface SettleTimer {
  poke(): void;
  cancel(): void;
}

export function settleTimer(
  action: () => void,
  { quietMs, spreadMs, random = Math.random }: { quietMs: number; spreadMs: number; random?: () => number },
): SettleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    poke() {
      cancel();
      timer = setTimeout(
        () => {
          timer = undefined;
          action();
        },
        quietMs + Math.round(random() * spreadMs),
      );
    },
    cancel,
  };
}
