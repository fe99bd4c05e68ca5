import { describeError } from '@tjas/auth';
import { Card, CardGrid, ErrorState, PageHeader, Skeleton, useAsync } from '@tjas/ui';
import { Link } from '@tjas/router';
import { listPosts, NewsPostCard } from '../../news/index.ts';

const AREAS = [
  { to: '/media/fotoalbums', title: 'Fotoalbums', text: 'Foto’s van trainingen, wedstrijden en feesten.' },
  { to: '/media/nieuwskanalen', title: 'Nieuwskanalen', text: 'Berichten van de commissies.' },
  { to: '/media/tjaslied', title: 'Tjaslied', text: 'De tekst (en muziek) van ons verenigingslied.' },
  { to: '/media/tjassi', title: 'Tjassi', text: 'Maak kennis met onze mascotte.' },
];

/** /media: what the media section offers, and the latest news. */
export function MediaOverviewPage() {
  const [latest, reload] = useAsync(() => listPosts('', 1, 3), 'latest');
  return (
    <>
      <PageHeader title="Media" description="Foto’s, nieuws, ons lied en onze mascotte." />
      <CardGrid label="Onderdelen" min="14rem">
        {AREAS.map((area) => (
          <li key={area.to}>
            <Card title={area.title}>
              <p>{area.text}</p>
              <Link to={area.to}>Naar {area.title.toLowerCase()}</Link>
            </Card>
          </li>
        ))}
      </CardGrid>
      <h2>Laatste nieuws</h2>
      {latest.status === 'loading' && <Skeleton label="Nieuws wordt geladen…" />}
      {latest.status === 'failed' && <ErrorState message={describeError(latest.error)} onRetry={reload} />}
      {latest.status === 'ready' && latest.data.items.length === 0 && <p>Nog geen nieuws.</p>}
      {latest.status === 'ready' && latest.data.items.map((post) => <NewsPostCard key={post.id} post={post} />)}
    </>
  );
}
