import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

function Page() {
  const painted = useAfterFirstPaint();
  return <p>{painted ? 'alles' : 'bovenste deel'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true after the next frame', async () => {
    render(<Page />);
    expect(screen.getByText('bovenste deel')).toBeTruthy();
    expect(await screen.findByText('alles')).toBeTruthy();
  });

  it('leaves a page that is gone before its frame alone', async () => {
    const { unmount } = render(<Page />);
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('alles')).toBeNull();
  });
});
