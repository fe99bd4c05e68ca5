import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { useConfirmation } from './use-confirmation.tsx';

describe('ConfirmDialog', () => {
  const props = { title: 'Afmelden?', confirmLabel: 'Ja, afmelden', children: 'Je plek gaat naar de wachtlijst.' };

  it('opens as a modal and reports confirm and cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog {...props} open={false} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    rerender(<ConfirmDialog {...props} open onConfirm={onConfirm} onCancel={onCancel} />);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Afmelden?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, afmelden' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<ConfirmDialog {...props} open={false} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(dialog.open).toBe(false);
  });

  it('treats Escape as cancel', () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog {...props} open onConfirm={vi.fn()} onCancel={onCancel} />);
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('useConfirmation', () => {
  function Asker({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
    const { confirm, dialog } = useConfirmation();
    const [asked, setAsked] = useState(0);
    return (
      <>
        <button
          type="button"
          onClick={() => {
            setAsked(asked + 1);
            void confirm({
              title: 'Bestelling annuleren?',
              message: 'De voorraad gaat terug.',
              confirmLabel: 'Ja',
              danger: true,
            }).then(onAnswer);
          }}
        >
          Vraag {asked}
        </button>
        {dialog}
      </>
    );
  }

  it('asks in the styled dialog and answers true or false, never through the browser', async () => {
    const onAnswer = vi.fn();
    const browserConfirm = vi.spyOn(window, 'confirm');
    render(<Asker onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: /Vraag/ }));
    const dialog = screen.getByRole('dialog', { name: 'Bestelling annuleren?' });
    expect(dialog.textContent).toContain('De voorraad gaat terug.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ja' })));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Vraag/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Annuleren' })));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(browserConfirm).not.toHaveBeenCalled();
  });

  it('answers false when the asking component goes away', async () => {
    const onAnswer = vi.fn();
    const { unmount } = render(<Asker onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: /Vraag/ }));
    unmount();
    await act(async () => undefined);
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});

describe('ProgressBar', () => {
  it('shows the percentage and never more than 100%', () => {
    const { rerender } = render(<ProgressBar label="foto-1.jpg" value={0.25} />);
    expect(screen.getByText('25%')).toBeTruthy();
    rerender(<ProgressBar label="foto-1.jpg" value={3} max={2} />);
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /foto-1.jpg/ })).toBeTruthy();
  });
});
