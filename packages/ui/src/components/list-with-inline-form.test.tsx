import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListWithInlineForm } from './list-with-inline-form.tsx';

interface Item {
  name: string;
}

function Page({ manage }: { manage: boolean }) {
  return (
    <ListWithInlineForm<Item>
      title="Materiaal"
      manage={manage}
      addLabel="Materiaal toevoegen"
      addTitle="Nieuw materiaal"
      editTitle={(item) => `${item.name} bewerken`}
      form={(item, close) => (
        <form aria-label="Formulier">
          <p>{item ? `Bewerkt ${item.name}` : 'Nieuw'}</p>
          <button type="button" onClick={close}>
            Annuleren
          </button>
        </form>
      )}
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
});
