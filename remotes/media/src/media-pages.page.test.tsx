import { getPocketBase } from '@tjas/auth';
import { renderSection } from '@tjas/federation/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import section from './section.tsx';
import { tjasSection } from '../package.json';

// The media pages against the real PocketBase with the demo data (see renderSection).
const open = (path: string, as: string) => renderSection(section, path, { prefix: tjasSection.prefix, as });

describe('the media section', () => {
  it('lets only the Mediacommissie write news', async () => {
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
    expect(within(form).getByText('Schrijf het bericht.')).toBeTruthy();

    const title = `Training gaat door ${Date.now()}`;
    fireEvent.change(within(form).getByLabelText('Titel'), { target: { value: title } });
    fireEvent.change(within(form).getByLabelText('Bericht'), {
      target: { value: 'De baan is open.\n\nNeem je <script>alert(1)</script> schaatsen mee.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByText(`\u201c${title}\u201d is gepubliceerd.`)).toBeTruthy();
    const pb = getPocketBase();
    const post = await pb.collection('news_posts').getFirstListItem(pb.filter('title = {:title}', { title }));
    expect(post.body).toContain('<p>De baan is open.</p>');
    expect(post.body).not.toContain('<script>');
    expect(post.signed_as).toBe('Mediacommissie');
  });
});
