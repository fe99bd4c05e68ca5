import { useSession } from '@tjas/auth';
import { NoAccess, PageHeader, showToast, Skeleton, useAsync } from '@tjas/ui';
import { Link, useLocation, useNavigate, useSearchParams } from '@tjas/router';
import { getEvent } from '../api/event-page-api.ts';
import { CopyDateStep } from './copy-date-step.tsx';
import { EventForm } from './event-form.tsx';
import { EventLoadFailure } from './event-load-failure.tsx';

/**
 * A new event, at its own address (/evenementen/nieuw): a reload comes back to the form, with
 * what was typed (its draft). "Kopiëren" on an event leads here too (?kopie=<id>): first the day
 * of the copy, then the form filled from the old event (?kopie=<id>&datum=YYYY-MM-DD, a draft of
 * its own).
 */
export function EventNewPage() {
  // Every committee organises its own events (as the list's "Nieuw evenement" button says).
  const mayOrganise = useSession((state) => state.committees.length > 0);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const copyId = params.get('kopie') ?? '';
  // A day that is none (a typed address) asks for the day again rather than moving times to nowhere.
  const day = params.get('datum') ?? '';
  const copyDate = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : '';
  const [original, reload] = useAsync(() => (copyId ? getEvent(copyId) : Promise.resolve(null)), copyId);
  if (!mayOrganise)
    return (
      <NoAccess home={<Link to="/evenementen">Naar de evenementen</Link>}>
        Evenementen maken de commissies; als lid meld je je er alleen voor aan.
      </NoAccess>
    );
  if (original.status === 'loading') return <Skeleton label="Evenement wordt geladen…" lines={5} />;
  if (original.status === 'failed') return <EventLoadFailure error={original.error} onRetry={reload} />;
  const copyOf = original.data;
  return (
    <>
      <p>
        <Link to="/evenementen">← Alle evenementen</Link>
      </p>
      <PageHeader title={copyOf ? `Kopie van ${copyOf.title}` : 'Nieuw evenement'} />
      {copyOf && !copyDate ? (
        <CopyDateStep
          event={copyOf}
          onChoose={(date) => navigate(`/evenementen/nieuw?kopie=${encodeURIComponent(copyOf.id)}&datum=${date}`)}
        />
      ) : (
        <EventForm
          // A copy's form starts again when its day changes.
          key={search}
          copy={copyOf ? { of: copyOf, date: copyDate } : undefined}
          address={`${pathname}${search}`}
          onCancel={() => navigate('/evenementen')}
          onSaved={(event) => navigate(`/evenementen/${event.id}`)}
          onSeriesSaved={(made) => {
            showToast(`De reeks staat erin: ${made.events.length} keer.`);
            navigate(`/evenementen/${made.events[0]?.id ?? ''}`);
          }}
        />
      )}
    </>
  );
}
