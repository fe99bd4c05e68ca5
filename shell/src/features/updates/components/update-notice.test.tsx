import { act, fireEvent, render, screen } from '@testing-library/react';
import { useNavigate } from '@tjas/router';
import { MemoryRouter } from '@tjas/router/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markUpdate } from '../pending-update.ts';
import { UpdateNotice } from './update-notice.tsx';

let navigate: (to: string) => void = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

const reload = vi.fn();
beforeEach(() => window.sessionStorage.clear());
afterEach(() => reload.mockReset());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <UpdateNotice reload={reload} />
    </MemoryRouter>,
  );
}

describe('UpdateNotice', () => {
  it('says a new version is ready without reloading, then loads it on the next navigation', () => {
    renderAt('/acties/technische-hulp');
    act(() => navigate('/acties')); // a navigation without an update loads nothing
    expect(screen.queryByRole('status')).toBeNull();
    act(() => markUpdate('nieuwe versie van de site (b2)'));
    expect(screen.getByRole('status').textContent).toContain('Er is een nieuwe versie van de site.');
    expect(reload).not.toHaveBeenCalled();
    act(() => navigate('/sponsors'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads the new version at once when the member asks for it', () => {
    renderAt('/account');
    act(() => markUpdate('nieuwe versie van Sport (v2)'));
    expect(screen.getByRole('status').textContent).toContain(
      'Er is een nieuwe versie van Sport. Die laadt bij je volgende klik',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe versie laden' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
