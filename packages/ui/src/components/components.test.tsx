import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme } from '../theme/theme.ts';
import { DataTable } from './data-table.tsx';
import { DateTime } from './date-time.tsx';
import { TextField } from './field.tsx';
import { PAGE_SIZE, PagedList, type Page } from './paged-list.tsx';
import { PageHeader } from './page-header.tsx';
import { showToast, TOAST_DURATION_MS, ToastRegion } from './toasts.tsx';

afterEach(() => vi.useRealTimers());

function pages(total: number): (page: number) => Promise<Page<number>> {
  return async (page) => {
    const start = (page - 1) * PAGE_SIZE;
    const items = Array.from(
      { length: Math.max(0, Math.min(PAGE_SIZE, total - start)) },
      (_, index) => start + index + 1,
    );
    return { items, page, totalPages: Math.ceil(total / PAGE_SIZE) };
  };
}

describe('PagedList', () => {
  const props = {
    listKey: 'numbers',
    label: 'Getallen',
    empty: 'Nog niets.',
    renderItem: (item: number) => <span>nummer {item}</span>,
    itemKey: (item: number) => String(item),
  };

  it('tells the page once its first answer is on screen (what lies below may then appear), not while loading', async () => {
    let answer: (page: Page<number>) => void = () => undefined;
    const onSettled = vi.fn();
    render(
      <PagedList
        {...props}
        load={() => new Promise<Page<number>>((resolve) => (answer = resolve))}
        onSettled={onSettled}
      />,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(onSettled).not.toHaveBeenCalled();
    await act(async () => answer({ items: [1, 2], page: 1, totalPages: 1 }));
    expect(screen.getByText('nummer 2')).toBeTruthy();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('shows 30 per page and pages forward and back', async () => {
    render(<PagedList {...props} load={pages(65)} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('nummer 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.getByText('Pagina 1 van 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('nummer 31')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('nummer 65')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(await screen.findByText('nummer 31')).toBeTruthy();
  });

  it('pages a list asked without a total: on while pages are full, back from past the end', async () => {
    const withoutTotal = (total: number) => async (page: number) => ({ ...(await pages(total)(page)), totalPages: -1 });
    render(<PagedList {...props} load={withoutTotal(60)} />);
    expect(await screen.findByText('nummer 1')).toBeTruthy();
    expect(screen.getByText('Pagina 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('nummer 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Er zijn geen verdere items.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(await screen.findByText('nummer 31')).toBeTruthy();
  });

  it('shows the loading state, not the previous page under the new number, while a page loads', async () => {
    let release: () => void = () => undefined;
    const slowPageTwo = async (page: number) => {
      if (page === 2) await new Promise<void>((resolve) => (release = resolve));
      return pages(65)(page);
    };
    render(<PagedList {...props} load={slowPageTwo} />);
    expect(await screen.findByText('nummer 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.queryByText('nummer 1')).toBeNull();
    expect(screen.queryByText('Pagina 2 van 3')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    release();
    expect(await screen.findByText('nummer 31')).toBeTruthy();
    expect(screen.getByText('Pagina 2 van 3')).toBeTruthy();
  });

  it('shows no pager for a short list without a total', async () => {
    render(<PagedList {...props} load={async (page) => ({ ...(await pages(12)(page)), totalPages: -1 })} />);
    expect(await screen.findByText('nummer 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
  });

  it('shows the empty state', async () => {
    render(<PagedList {...props} load={pages(0)} />);
    expect(await screen.findByText('Nog niets.')).toBeTruthy();
  });

  it('shows the error state and retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('stuk')).mockImplementation(pages(3));
    render(<PagedList {...props} load={load} describeError={() => 'De server is niet bereikbaar.'} />);
    expect((await screen.findByRole('alert')).textContent).toContain('De server is niet bereikbaar.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('nummer 3')).toBeTruthy();
  });
});

describe('fields and tables', () => {
  it('ties label, hint and error to the control', () => {
    render(<TextField label="Naam" hint="Zoals op je pas." error="Vul je naam in." defaultValue="" />);
    const input = screen.getByLabelText('Naam');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Zoals op je pas.',
      'Vul je naam in.',
    ]);
  });

  it('labels every cell with its column, for the card layout on phones', () => {
    render(
      <DataTable
        caption="Uitslagen"
        columns={[
          { key: 'naam', header: 'Schaatser', render: (row: { naam: string }) => row.naam },
          { key: 'tijd', header: 'Tijd', render: () => '1:52,34' },
        ]}
        rows={[{ naam: 'Daan' }]}
        rowKey={(row) => row.naam}
      />,
    );
    expect(screen.getByText('Daan').getAttribute('data-label')).toBe('Schaatser');
    expect(screen.getByRole('table', { name: 'Uitslagen' })).toBeTruthy();
  });

  it('writes a PocketBase date as a <time> in Dutch with its ISO value', () => {
    render(<DateTime value="2026-02-07 18:30:00.000Z" />);
    const time = screen.getByText('za 7 feb 2026, 19:30');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-02-07T18:30:00.000Z');
  });

  it('sets the document title from the page header', () => {
    render(<PageHeader title="Evenementen" />);
    expect(document.title).toBe('Evenementen - Tjas');
    expect(screen.getByRole('heading', { level: 1, name: 'Evenementen' })).toBeTruthy();
  });
});

describe('toasts and theme', () => {
  it('shows a toast and removes a success toast after its time', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      showToast('Opgeslagen.');
    });
    expect(screen.getByRole('status').textContent).toContain('Opgeslagen.');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByText('Opgeslagen.')).toBeNull();
  });

  it('keeps an error toast until it is closed', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      showToast('Mislukt.', 'error');
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    });
    expect(screen.getByRole('alert').textContent).toContain('Mislukt.');
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('Mislukt.')).toBeNull();
  });

  it('shows one toast at a time: a new one replaces the old, whose timer no longer matters', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      showToast('Eerste.');
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
      showToast('Mislukt.', 'error');
    });
    expect(screen.getByRole('list', { name: 'Meldingen' }).children).toHaveLength(1);
    expect(screen.queryByText('Eerste.')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.getByRole('alert').textContent).toContain('Mislukt.');
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
  });

  it('forces a theme or follows the device', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });
});
