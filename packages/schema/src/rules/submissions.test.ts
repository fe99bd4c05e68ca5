import { describe, expect, it } from 'vitest';
import { PROMOTION_MESSAGES as M, promotionErrors } from './submissions.cjs';

// The hooks pass times in ms (today = the start of the UTC day), the form yyyy-mm-dd days.
const DAY = 86_400_000;
const today = Date.UTC(2026, 10, 27);

describe('promotionErrors', () => {
  it('accepts a deadline today or later, before or on the activity, with a channel', () => {
    expect(promotionErrors(today, today, 1, today)).toEqual({});
    expect(promotionErrors(today + DAY, today + 3 * DAY, 2, today)).toEqual({});
    expect(promotionErrors('2026-11-27', '2026-11-27', 1, '2026-11-27')).toEqual({});
  });

  it('asks for the deadline and a channel (the activity date is optional)', () => {
    expect(promotionErrors(null, null, 0, today)).toEqual({ deadline: M.deadlineMissing, channels: M.noChannel });
    expect(promotionErrors('', '', 0, '2026-11-27')).toEqual({
      deadline: M.deadlineMissing,
      channels: M.noChannel,
    });
  });

  it('refuses dates in the past, each on its own field', () => {
    expect(promotionErrors(today - 1, today - DAY, 1, today)).toEqual({
      deadline: M.inThePast,
      event_date: M.inThePast,
    });
    expect(promotionErrors('2026-11-26', '2026-12-01', 1, '2026-11-27')).toEqual({ deadline: M.inThePast });
  });

  it('wants the promotion ready before the activity, unless the activity date is itself wrong', () => {
    expect(promotionErrors(today + 2 * DAY, today + DAY, 1, today)).toEqual({ deadline: M.deadlineAfterEvent });
    expect(promotionErrors('2026-12-02', '2026-12-01', 1, '2026-11-27')).toEqual({
      deadline: M.deadlineAfterEvent,
    });
    expect(promotionErrors(today + 2 * DAY, today - DAY, 1, today)).toEqual({ event_date: M.inThePast });
    expect(promotionErrors(null, today + DAY, 1, today)).toEqual({ deadline: M.deadlineMissing });
  });

  it('has the Dutch sentences the server has always sent', () => {
    expect(M).toEqual({
      deadlineMissing: 'Vul in wanneer de promotie klaar moet zijn.',
      inThePast: 'Deze datum ligt in het verleden.',
      deadlineAfterEvent: 'De promotie moet klaar zijn vóór de datum van de activiteit.',
      noChannel: 'Kies minstens één kanaal.',
    });
  });
});
