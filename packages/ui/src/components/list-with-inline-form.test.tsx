import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListWithInlineForm } from './list-with-inline-form.tsx';
import { ToastRegion } from './toasts.tsx';

interface Item {
  name: string;
}

function Page({ manage, onSaved = () => undefined }: { manage: boolean; onSaved?: () => void }) {
  return (
    <ListWithInlineForm<Item>
      title="Materiaal"
      manage={manage}
      addLabel="Materiaal toevoegen"
      addTitle="Nieuw materiaal"
      editTitle={(item) => `${item.name} bewerken`}
      form={(item, { cancel, saved }) => (
        <form aria-label="Formulier">
          <p>{item ? `Bewerkt ${item.name}` : 'Nieuw'}</p>
          <button type="button" onClick={cancel}>
            Annuleren
          </button>
          <button type="button" onClick={() => saved({ name: 'Schaatsen' })}>
            Opslaan
          </button>
        </form>
      )}
      savedMessage={(item) => `${item.name} is opgeslagen.`}
      onSaved={onSaved}
    >
      {(edit) => (
        <ul>
          <li>
            Helm{' '}
            <button type="button" onClick={() => edit({ name: 'Helm' })}>
              Bewerken
            </button>
          </li>
        </ul>
      )}
    </ListWithInlineForm>
  );
}

describe('ListWithInlineForm', () => {
  it('offers no add button to a member who does not manage the list', () => {
    render(<Page manage={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Materiaal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Materiaal toevoegen' })).toBeNull();
    expect(screen.getByText('Helm')).toBeTruthy();
  });

  it('opens the form for a new item above the list, hides the add button meanwhile, and closes it', () => {
    render(<Page manage />);
    fireEvent.click(screen.getByRole('button', { name: 'Materiaal toevoegen' }));
    expect(screen.getByRole('region', { name: 'Nieuw materiaal' }).textContent).toContain('Nieuw');
    expect(screen.queryByRole('button', { name: 'Materiaal toevoegen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('form', { name: 'Formulier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Materiaal toevoegen' })).toBeTruthy();
  });

  it('opens the form for the item the list asks to change', () => {
    render(<Page manage />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    expect(screen.getByRole('region', { name: 'Helm bewerken' }).textContent).toContain('Bewerkt Helm');
  });

  it('closes the form after a save, says so, and tells the page', async () => {
    const onSaved = vi.fn();
    render(
      <>
        <ToastRegion />
        <Page manage onSaved={onSaved} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Materiaal toevoegen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.queryByRole('form', { name: 'Formulier' })).toBeNull();
    expect(await screen.findByText('Schaatsen is opgeslagen.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
