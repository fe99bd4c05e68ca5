import { useSession } from '@tjas/auth';
import { Card, DescriptionList, EmptyState, PageHeader } from '@tjas/ui';
import { Link } from '@tjas/router';
import { MySubmissionsCard } from '../../acties/index.ts';
import { useMayReleaseAny } from '../../releases/index.ts';
import { MyOrdersCard } from './my-orders-card.tsx';
import { MySignupsCard } from './my-signups-card.tsx';

export function AccountPage() {
  const user = useSession((state) => state.user);
  const committees = useSession((state) => state.committees);
  const releases = useMayReleaseAny();
  return (
    <>
      <PageHeader title="Account" description={`Welkom, ${user?.name || user?.username}.`} />
      <Card title="Mijn gegevens">
        <DescriptionList>
          <dt>Naam</dt>
          <dd>{user?.name || '—'}</dd>
          <dt>Gebruikersnaam</dt>
          <dd>{user?.username}</dd>
          <dt>E-mailadres</dt>
          <dd>{user?.email}</dd>
        </DescriptionList>
        <Link to="/account/mijn-account">Gegevens en wachtwoord wijzigen</Link>
      </Card>
      <MySignupsCard />
      <Card title="Mijn commissies">
        {committees.length === 0 ? (
          <EmptyState>Je zit (nog) niet in een commissie.</EmptyState>
        ) : (
          <ul data-testid="my-committees">
            {committees.map((committee) => (
              <li key={committee.id}>{committee.name}</li>
            ))}
          </ul>
        )}
        {releases && (
          <p>
            <Link to="/secties">Secties</Link>: de versies van de onderdelen die je commissie uitbrengt.
          </p>
        )}
      </Card>
      <MyOrdersCard />
      <MySubmissionsCard />
      <p>
        <Link to="/account/uitloggen">Uitloggen</Link>
      </p>
    </>
  );
}
