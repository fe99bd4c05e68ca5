import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AsyncContent } from './async-content.tsx';

describe('AsyncContent', () => {
  it('shows a skeleton of the asked height while loading, then the data', () => {
    const props = { reload: () => undefined, loadingLabel: 'Wordt geladen…', describe: String };
    const { rerender } = render(
      <AsyncContent state={{ status: 'loading' }} loadingLines={4} {...props}>
        {(data: string) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByRole('status', { name: 'Wordt geladen…' }).children).toHaveLength(4);
    rerender(
      <AsyncContent state={{ status: 'ready', data: 'Klaar' }} {...props}>
        {(data: string) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('Klaar')).toBeTruthy();
  });
});
