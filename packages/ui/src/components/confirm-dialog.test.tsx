import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ProgressBar } from './progress-bar.tsx';

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

describe('ProgressBar', () => {
  it('shows the percentage and never more than 100%', () => {
    const { rerender } = render(<ProgressBar label="foto-1.jpg" value={0.25} />);
    expect(screen.getByText('25%')).toBeTruthy();
    rerender(<ProgressBar label="foto-1.jpg" value={3} max={2} />);
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /foto-1.jpg/ })).toBeTruthy();
  });
});
