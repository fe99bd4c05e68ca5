import { render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { srcOnCommit } from './src-on-commit.ts';
import { useAsync } from './use-async.ts';

const PICTURE = 'https://tjas.example/api/files/events/e1/omslag.png?thumb=640x360';
const ROWS = Array.from({ length: 300 }, (_, index) => index);

afterEach(() => {
  vi.restoreAllMocks();
  firstRowRenders = 0;
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
 * preloaded picture, while another update comes in the middle of that render (as the session's
 * refresh does on a phone): React throws the half-done render away and starts again.
 */
function InterruptedList({ picture }: { picture: (src: string) => ReactNode }) {
  const [, setRefreshed] = useState(0);
  const [state] = useAsync(() => Promise.resolve(ROWS), 'rows');
  if (state.status !== 'ready') {
    // Due while the list renders: a timer's update is not a transition and goes first.
    setTimeout(() => setRefreshed((value) => value + 1), 20);
    return <p>Laden</p>;
  }
  return (
    <ul>
      {state.data.map((value) => (
        <Row key={value} value={value} picture={value === 0 ? picture(PICTURE) : null} />
      ))}
    </ul>
  );
}

/** How often the first row was rendered: twice or more when a render was thrown away. */
let firstRowRenders = 0;

function Row({ value, picture }: { value: number; picture: ReactNode }) {
  if (value === 0) firstRowRenders += 1;
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
