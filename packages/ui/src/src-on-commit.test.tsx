import { render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { srcOnCommit } from './src-on-commit.ts';
import { useAsync } from './use-async.ts';

const PICTURE = 'https://tjas.example/api/files/events/e1/omslag.png?thumb=640x360';
const ROWS = Array.from({ length: 300 }, (_, index) => index);

afterEach(() => {
  vi.restoreAllMocks();
  firstRowRenders = 0;
  refreshAsked = false;
});

/** Every time an element is given PICTURE as its address, by property or attribute. */
function countAddressing(): () => number {
  const property = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
  const attribute = vi.spyOn(Element.prototype, 'setAttribute');
  return () =>
    property.mock.calls.filter(([value]) => value === PICTURE).length +
    attribute.mock.calls.filter(([name, value]) => name === 'src' && value === PICTURE).length;
}

/**
 * A list shown as useAsync shows it (a transition, rendered in slices), whose first row has the
 * preloaded picture, while an urgent update comes in the middle of that render (as a tap does on
 * a phone): React throws the half-done render away and starts again.
 *
 * The update is asked for by the middle row itself and is synchronous (flushSync), so it always
 * lands inside the list's render and always interrupts it. An earlier version fired a plain timer
 * update 20 ms after the loading text: React lets such a default update wait until a transition
 * is done ("Default priority updates should not interrupt transition updates", ReactFiberLane),
 * so whether a render was thrown away depended on the machine's timing, and CI once saw none.
 */
function InterruptedList({ picture }: { picture: (src: string) => ReactNode }) {
  const [, setRefreshed] = useState(0);
  const [state] = useAsync(() => Promise.resolve(ROWS), 'rows');
  if (state.status !== 'ready') return <p>Laden</p>;
  // Runs at React's next pause between slices, ahead of the rest of the list.
  const refresh = () => setTimeout(() => flushSync(() => setRefreshed((value) => value + 1)), 0);
  return (
    <ul>
      {state.data.map((value) => (
        <Row
          key={value}
          value={value}
          picture={value === 0 ? picture(PICTURE) : null}
          onMiddle={value === ROWS.length / 2 ? refresh : undefined}
        />
      ))}
    </ul>
  );
}

/** How often the first row was rendered: twice or more when a render was thrown away. */
let firstRowRenders = 0;
/** The refresh is asked for once, by the first render of the middle row. */
let refreshAsked = false;

function Row({ value, picture, onMiddle }: { value: number; picture: ReactNode; onMiddle?: () => void }) {
  if (value === 0) firstRowRenders += 1;
  if (onMiddle && !refreshAsked) {
    refreshAsked = true;
    onMiddle();
  }
  const until = performance.now() + 0.3;
  while (performance.now() < until);
  return (
    <li>
      {picture}
      {value}
    </li>
  );
}

describe('srcOnCommit', () => {
  it('gives the picture its address once, when a render that had it was thrown away', async () => {
    const addressed = countAddressing();
    render(<InterruptedList picture={(src) => <img ref={srcOnCommit(src)} alt="" width={640} height={360} />} />);
    expect(await screen.findByText('299', {}, { timeout: 5_000 })).toBeTruthy();
    expect(firstRowRenders).toBeGreaterThan(1);
    expect(document.querySelector('img')!.getAttribute('src')).toBe(PICTURE);
    expect(addressed()).toBe(1);
  });

  it('is needed: with src as an attribute the thrown-away render asked for it too', async () => {
    const addressed = countAddressing();
    render(<InterruptedList picture={(src) => <img src={src} alt="" width={640} height={360} />} />);
    expect(await screen.findByText('299', {}, { timeout: 5_000 })).toBeTruthy();
    expect(firstRowRenders).toBeGreaterThan(1);
    expect(addressed()).toBeGreaterThan(1);
  });

  it('follows a new address, and leaves the same one alone', () => {
    const { rerender } = render(<img ref={srcOnCommit(PICTURE)} alt="" />);
    const image = document.querySelector('img')!;
    const addressed = countAddressing();
    rerender(<img ref={srcOnCommit(PICTURE)} alt="" />);
    expect(addressed()).toBe(0);
    rerender(<img ref={srcOnCommit(`${PICTURE}&token=nieuw`)} alt="" />);
    expect(image.getAttribute('src')).toBe(`${PICTURE}&token=nieuw`);
  });
});
