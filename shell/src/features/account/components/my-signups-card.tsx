import { describeError, useSession } from '@tjas/auth';
import { Card, DateTime, EmptyState, ErrorState, Skeleton, useAsync } from '@tjas/ui';
import { Link } from '@tjas/router';
import { listMyUpcomingSignups, type MySignup } from '../api/my-signups.ts';

function statusText(signup: MySignup): string {
  if (signup.status === 'waiting') return 'op de wachtlijst';
  return signup.promoted ? 'van de wachtlijst gehaald: je hebt een plek' : 'aangemeld';
}

export function MySignupsCard() {
  const userId = useSession((state) => state.user?.id ?? '');
  const [state, reload] = useAsync(() => listMyUpcomingSignups(userId), userId);
  return (
    <Card title="Mijn aanmeldingen">
      {state.status === 'loading' && <Skeleton label="Aanmeldingen worden geladen…" lines={2} />}
      {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyState>
            Je bent nergens voor aangemeld. <Link to="/evenementen">Bekijk de evenementen</Link>.
          </EmptyState>
        ) : (
          <ul data-testid="my-signups">
            {state.data.map((signup) => (
              <li key={signup.id}>
                <Link to={`/evenementen/${signup.event}`}>{signup.expand?.event?.title}</Link>
                {signup.expand?.event && (
                  <>
                    {' ('}
                    <DateTime value={signup.expand.event.start} />)
                  </>
                )}
                : {statusText(signup)}
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
