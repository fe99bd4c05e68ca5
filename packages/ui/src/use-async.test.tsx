import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './use-async.ts';

const ITEMS = Array.from({ length: 400 }, (_, index) => index);

describe('useAsync', () => {
  it('shows a long answer in slices, letting the page handle other work between them (issue #33)', async () => {
    let rendered = 0;
    let renderedWhenOtherWorkRan = -1;
    // Each row costs a little, as a card with its dates and labels does on a slow phone.
    function Row({ value }: { value: number }) {
      rendered += 1;
      const until = performance.now() + 0.25;
      while (performance.now() < until);
      return <li>{value}</li>;
    }
    function List() {
      const [state] = useAsync(
        () =>
          Promise.resolve().then(() => {
            // A tap or a timer due right when the answer arrives.
            setTimeout(() => (renderedWhenOtherWorkRan = rendered), 0);
            return ITEMS;
          }),
        'rows',
      );
      if (state.status !== 'ready') return <p>Laden</p>;
      return (
        <ul>
          {state.data.map((value) => (
            <Row key={value} value={value} />
          ))}
        </ul>
      );
    }
    render(<List />);
    expect(await screen.findByText('399', {}, { timeout: 5_000 })).toBeTruthy();
    // In one task (~100 ms) the other work would have waited until every row was rendered.
    expect(renderedWhenOtherWorkRan).toBeGreaterThanOrEqual(0);
    expect(renderedWhenOtherWorkRan).toBeLessThan(ITEMS.length);
  });
});
