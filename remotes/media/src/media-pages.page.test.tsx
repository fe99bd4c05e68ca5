import { getPocketBase } from '@tjas/auth';
import { renderSection } from '@tjas/federation/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import section from './section.tsx';
import { tjasSection } from '../package.json';

// The media pages against the real PocketBase with the demo data (see renderSection).
const open = (path: string, as: string) => renderSection(section, path, { prefix: tjasSection.prefix, as });

/**
 * Writes into the rich-text editor (loaded when writing starts) as the browser's typing would: the
 * editor reads its changed DOM back through its schema, so what it does not allow never arrives.
 * Typing itself, with the toolbar, is tried in a real browser (tests/e2e/media.spec.ts).
 */
async function write(form: HTMLElement, html: string): Promise<void> {
  const editable = await within(form).findByRole('textbox', { name: 'Bericht' });
  // act: the editor reads the change in a mutation observer and hands it to the form's state; the
  // test goes on once React has rendered that, not when the DOM merely shows the text.
  await act(async () => {
    editable.innerHTML = html;
  });
  // What the editor's schema has no place for is gone from its page too.
  await waitFor(() => expect(editable.querySelector('script')).toBeNull());
}

describe('the media section', () => {
  it('does not let a member without a publishing committee write news', async () => {
    await open('/media/nieuwskanalen', 'lid');
    expect(await screen.findByRole('heading', { name: 'Nieuwskanalen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bericht schrijven' })).toBeNull();
    await open('/media/fotoalbums/album-toevoegen', 'lid');
    expect(screen.getByText('Geen toegang')).toBeTruthy();
  });

  it('publishes a post: Dutch errors first, then paragraphs as sanitised HTML, signed by the committee', async () => {
    await open('/media/nieuwskanalen', 'media');
    fireEvent.click(await screen.findByRole('button', { name: 'Bericht schrijven' }));
    const form = screen.getByRole('form', { name: 'Bericht publiceren' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publiceren' }));
    expect(await within(form).findByText('Niet gepubliceerd: verbeter de gemarkeerde velden.')).toBeTruthy();
    expect(within(form).getByText('Geef het bericht een titel van minstens 3 tekens.')).toBeTruthy();
    expect(await within(form).findByText('Schrijf het bericht.')).toBeTruthy();

    const title = `Training gaat door ${Date.now()}`;
    fireEvent.change(within(form).getByLabelText('Titel'), { target: { value: title } });
    await write(form, '<p>De baan is open.</p><p>Neem je <script>alert(1)</script> schaatsen mee.</p>');
    fireEvent.click(within(form).getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByText(`\u201c${title}\u201d is gepubliceerd.`)).toBeTruthy();
    const pb = getPocketBase();
    const post = await pb.collection('news_posts').getFirstListItem(pb.filter('title = {:title}', { title }));
    expect(post.body).toContain('<p>De baan is open.</p>');
    expect(post.body).not.toContain('<script>');
    expect(post.signed_as).toBe('Mediacommissie');
  });

  it('lets the Redactie publish in its own name, then edit and delete that post; the Mediacommissie cannot (#32)', async () => {
    await open('/media/nieuwskanalen', 'redactie');
    fireEvent.click(await screen.findByRole('button', { name: 'Bericht schrijven' }));
    const form = screen.getByRole('form', { name: 'Bericht publiceren' });
    // Only committees that publish are offered: a post is always by a committee, which edits it later.
    const namens = within(form).getByLabelText('Namens') as HTMLSelectElement;
    expect([...namens.options].map((option) => option.textContent)).toEqual(['Redactie']);
    const title = `Uitglijder van de week ${Date.now()}`;
    fireEvent.change(within(form).getByLabelText('Titel'), { target: { value: title } });
    await write(form, '<p>Wie viel er <strong>bij de start</strong>?</p><p>De voorzitter.</p>');
    fireEvent.click(within(form).getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByText(`\u201c${title}\u201d is gepubliceerd.`)).toBeTruthy();
    const card = await screen.findByRole('article', { name: title });
    expect(within(card).getByText(/namens Redactie/)).toBeTruthy();

    // The form opens with the post as it was typed, and saves the change.
    fireEvent.click(within(card).getByRole('button', { name: `Bewerken: ${title}` }));
    const editing = await screen.findByRole('form', { name: 'Bericht bewerken' });
    const body = await within(editing).findByRole('textbox', { name: 'Bericht' });
    expect(body.innerHTML).toContain('Wie viel er <strong>bij de start</strong>?');
    expect(within(editing).queryByLabelText('Namens')).toBeNull();
    const changed = `${title} (bijgewerkt)`;
    fireEvent.change(within(editing).getByLabelText('Titel'), { target: { value: changed } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(`\u201c${changed}\u201d is opgeslagen.`)).toBeTruthy();
    expect(await screen.findByRole('article', { name: changed })).toBeTruthy();

    await open('/media/nieuwskanalen', 'media');
    const theirs = await screen.findByRole('article', { name: changed });
    expect(within(theirs).queryByRole('button', { name: /Bewerken/ })).toBeNull();

    await open('/media/nieuwskanalen', 'redactie');
    fireEvent.click(
      within(await screen.findByRole('article', { name: changed })).getByRole('button', {
        name: `Verwijderen: ${changed}`,
      }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Bericht verwijderen?' })).getByRole('button', { name: 'Verwijderen' }),
    );
    expect(await screen.findByText(`\u201c${changed}\u201d is verwijderd.`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: changed })).toBeNull());
  });
});
