import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './components/field.tsx';
import { useErrorsAtFields } from './use-errors-at-fields.ts';

function TwoFields({ onSend }: { onSend: () => void }) {
  const [values, setValues] = useState({ name: '', place: '' });
  const { errors, check, form } = useErrorsAtFields(() => ({
    name: values.name ? undefined : 'Vul je naam in.',
    place: values.place ? undefined : 'Vul je woonplaats in.',
  }));
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) onSend();
      }}
    >
      <TextField
        label="Naam"
        value={values.name}
        error={errors.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <TextField
        label="Woonplaats"
        value={values.place}
        error={errors.place}
        onChange={(e) => setValues({ ...values, place: e.target.value })}
      />
      <button type="submit">Versturen</button>
    </form>
  );
}

const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('useErrorsAtFields', () => {
  it('says nothing before a submit, then every field’s message at its field at once, the focus on the first', () => {
    const onSend = vi.fn();
    render(<TwoFields onSend={onSend} />);
    expect(screen.getByLabelText('Naam').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(describedBy('Naam')).toBe('Vul je naam in.');
    expect(describedBy('Woonplaats')).toBe('Vul je woonplaats in.');
    expect(screen.getByLabelText('Woonplaats').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Naam'));
  });

  it('keeps the messages up to date while the member fixes them, and sends once all are fine', () => {
    const onSend = vi.fn();
    render(<TwoFields onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    fireEvent.change(screen.getByLabelText('Naam'), { target: { value: 'Anna' } });
    expect(screen.queryByText('Vul je naam in.')).toBeNull();
    expect(screen.getByText('Vul je woonplaats in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Woonplaats'));
    fireEvent.change(screen.getByLabelText('Woonplaats'), { target: { value: 'Delft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
