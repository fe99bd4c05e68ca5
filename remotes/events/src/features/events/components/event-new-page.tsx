import { useSession } from '@tjas/auth';
import { NoAccess, PageHeader } from '@tjas/ui';
import { Link, useLocation, useNavigate } from '@tjas/router';
import { EventForm } from './event-form.tsx';

/**
 * A new event, at its own address (/evenementen/nieuw): a reload comes back to the form, with
 * what was typed (its draft).
 */
export function EventNewPage() {
  // Every committee organises its own events (as the list's "Nieuw evenement" button says).
  const mayOrganise = useSession((state) => state.committees.length > 0);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!mayOrganise)
    return (
      <NoAccess home={<Link to="/evenementen">Naar de evenementen</Link>}>
        Evenementen maken de commissies; als lid meld je je er alleen voor aan.
      </NoAccess>
    );
  return (
    <>
      <p>
        <Link to="/evenementen">← Alle evenementen</Link>
      </p>
      <PageHeader title="Nieuw evenement" />
      <EventForm
        address={pathname}
        onCancel={() => navigate('/evenementen')}
        onSaved={(event) => navigate(`/evenementen/${event.id}`)}
      />
    </>
  );
}
