import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroupField } from './components/choice-field.tsx';
import { SelectField, TextAreaField, TextField } from './components/field.tsx';
import { FormActions } from './components/form-actions.tsx';
import { useFormSubmission } from './use-form-submission.ts';

interface Draft {
  title: string;
  kind: 'kort' | 'lang';
  description: string;
  file: File | null;
}
type Errors = Partial<Record<'title' | 'kind' | 'description' | 'file' | 'photos', string>>;

/** A form as the site writes them, bound with field(), fileField() and control(). */
function DraftForm({
  validate,
  save = async () => undefined,
  serverErrors = () => ({}),
  onDraft,
}: {
  validate: (draft: Draft) => Errors;
  save?: (draft: Draft) => Promise<void>;
  serverErrors?: (error: unknown) => Errors;
  onDraft?: (draft: Draft) => void;
}) {
  const [draft, setDraft] = useState<Draft>({ title: '', kind: 'kort', description: 'Eerder getypt', file: null });
  const [photos, setPhotos] = useState(0);
  onDraft?.(draft);
  const { field, fileField, control, formError, busy, submit } = useFormSubmission({
    draft,
    setDraft,
    validate: () => validate(draft),
    save: () => save(draft),
    fields: ['title', 'kind', 'description', 'file', 'photos'],
    serverErrors,
    describe: () => 'De server is niet bereikbaar.',
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Proef">
      <TextField label="Titel" hint="Kort en duidelijk." {...field('title')} />
      <SelectField
        label="Soort"
        options={[
          { value: 'kort', label: 'Kort' },
          { value: 'lang', label: 'Lang' },
        ]}
        {...field('kind')}
      />
      <TextAreaField label="Beschrijving" {...field('description')} />
      <TextField label="Bestand" type="file" {...fileField('file')} />
      <TextField
        label="Foto’s"
        type="file"
        multiple
        {...control('photos')}
        onChange={(event) => setPhotos(event.target.files?.length ?? 0)}
      />
      <output>{photos}</output>
      <FormActions formError={formError} busy={busy} />
    </form>
  );
}

const submitForm = () => act(() => fireEvent.submit(screen.getByRole('form', { name: 'Proef' })));
const describedTexts = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('useFormSubmission: field()', () => {
  it('gives each control the draft’s value, its label and its name, and writes what is typed into the draft', () => {
    let last: Draft | undefined;
    render(<DraftForm validate={() => ({})} onDraft={(draft) => (last = draft)} />);
    const title = screen.getByLabelText<HTMLInputElement>('Titel');
    expect([title.name, title.value]).toEqual(['title', '']);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Beschrijving').value).toBe('Eerder getypt');
    fireEvent.change(title, { target: { value: 'Clubkampioenschap' } });
    fireEvent.change(screen.getByLabelText('Soort'), { target: { value: 'lang' } });
    expect(title.value).toBe('Clubkampioenschap');
    expect(screen.getByLabelText<HTMLSelectElement>('Soort').value).toBe('lang');
    expect(last).toMatchObject({ title: 'Clubkampioenschap', kind: 'lang', description: 'Eerder getypt' });
  });

  it('puts a chosen file into the draft, and leaves a control the form keeps itself alone', () => {
    let last: Draft | undefined;
    render(<DraftForm validate={() => ({})} onDraft={(draft) => (last = draft)} />);
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Bestand'), { target: { files: [file] } });
    expect(last?.file).toBe(file);
    fireEvent.change(screen.getByLabelText('Foto’s'), { target: { files: [file, file] } });
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(last?.file).toBe(file);
  });

  it('shows the validator’s message at its field, tied to it with the hint, and focuses the first error on the page', async () => {
    render(
      <DraftForm
        validate={() => ({
          description: 'Vul een beschrijving in.',
          title: 'Vul een titel in.',
          photos: 'Kies een foto.',
        })}
      />,
    );
    await submitForm();
    const title = screen.getByLabelText('Titel');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(title)).toEqual(['Kort en duidelijk.', 'Vul een titel in.']);
    expect(describedTexts(screen.getByLabelText('Beschrijving'))).toEqual(['Vul een beschrijving in.']);
    expect(describedTexts(screen.getByLabelText('Foto’s'))).toEqual(['Kies een foto.']);
    expect(screen.getByLabelText('Soort').getAttribute('aria-invalid')).toBeNull();
    // The title comes first on the page, though the validator named the description first.
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('alert').textContent).toBe('Niet opgeslagen: verbeter de gemarkeerde velden.');
  });

  it('focuses the error again at the next refused submit', async () => {
    render(<DraftForm validate={() => ({ description: 'Vul een beschrijving in.' })} />);
    await submitForm();
    const description = screen.getByLabelText('Beschrijving');
    expect(document.activeElement).toBe(description);
    screen.getByLabelText('Titel').focus();
    await submitForm();
    expect(document.activeElement).toBe(description);
  });

  it('shows the server’s message at its field, focuses it, and keeps what was typed', async () => {
    const save = vi.fn(() => Promise.reject(new Error('400')));
    render(
      <DraftForm validate={() => ({})} save={save} serverErrors={() => ({ description: 'Deze tekst is te lang.' })} />,
    );
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Clubkampioenschap' } });
    await submitForm();
    expect(save).toHaveBeenCalledTimes(1);
    const description = screen.getByLabelText<HTMLTextAreaElement>('Beschrijving');
    expect(describedTexts(description)).toEqual(['Deze tekst is te lang.']);
    expect(document.activeElement).toBe(description);
    expect(screen.getByLabelText<HTMLInputElement>('Titel').value).toBe('Clubkampioenschap');
    expect(description.value).toBe('Eerder getypt');
  });

  it('leaves the focus where it is when the save fails without a field error', async () => {
    render(<DraftForm validate={() => ({})} save={() => Promise.reject(new Error('net'))} />);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    button.focus();
    await submitForm();
    expect(screen.getByRole('alert').textContent).toBe('De server is niet bereikbaar.');
    expect(document.activeElement).toBe(button);
  });

  it('gives two forms on one page different ids', () => {
    render(
      <>
        <DraftForm validate={() => ({})} />
        <TextField label="Los veld" />
      </>,
    );
    render(<DraftForm validate={() => ({})} />);
    const ids = screen.getAllByLabelText('Titel').map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
    expect(screen.getByLabelText('Los veld').id).not.toBe('');
  });

  it('binds a list of choices: the chosen values, what is ticked, and its message', async () => {
    function ChannelsForm() {
      const [draft, setDraft] = useState({ channels: ['website'] });
      const { choices, submit } = useFormSubmission({
        draft,
        setDraft,
        validate: () => (draft.channels.length === 0 ? { channels: 'Kies minstens één kanaal.' } : {}),
        save: async () => undefined,
        fields: ['channels'],
        serverErrors: () => ({}),
        describe: () => '',
      });
      return (
        <form onSubmit={submit} aria-label="Proef">
          <CheckboxGroupField
            legend="Kanalen"
            options={[
              { value: 'website', label: 'Website' },
              { value: 'instagram', label: 'Instagram' },
            ]}
            {...choices('channels')}
          />
        </form>
      );
    }
    render(<ChannelsForm />);
    const website = screen.getByLabelText<HTMLInputElement>('Website');
    expect(website.checked).toBe(true);
    fireEvent.click(website);
    expect(website.checked).toBe(false);
    await submitForm();
    expect(screen.getByRole('group', { name: 'Kanalen' }).textContent).toContain('Kies minstens één kanaal.');
    fireEvent.click(screen.getByLabelText('Instagram'));
    expect(screen.getByLabelText<HTMLInputElement>('Instagram').checked).toBe(true);
  });
});
