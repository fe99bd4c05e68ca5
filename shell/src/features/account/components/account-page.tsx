import { useSession } from '@tjas/auth';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';

export function AccountPage() {
  usePageTitle('Account');
  const user = useSession((state) => state.user);
  const committees = useSession((state) => state.committees);
  return (
    <section>
      <h1>Account</h1>
      <dl className="details">
        <dt>Naam</dt>
        <dd>{user?.name || '—'}</dd>
        <dt>Gebruikersnaam</dt>
        <dd>{user?.username}</dd>
        <dt>E-mailadres</dt>
        <dd>{user?.email}</dd>
      </dl>
      <h2>Mijn commissies</h2>
      {committees.length === 0 ? (
        <p>Je zit (nog) niet in een commissie.</p>
      ) : (
        <ul data-testid="my-committees">
          {committees.map((committee) => (
            <li key={committee.id}>{committee.name}</li>
          ))}
        </ul>
      )}
      <ul className="link-list">
        <li>
          <Link to="/account/mijn-account">Gegevens en wachtwoord wijzigen</Link>
        </li>
        <li>
          <Link to="/account/uitloggen">Uitloggen</Link>
        </li>
      </ul>
    </section>
  );
}
