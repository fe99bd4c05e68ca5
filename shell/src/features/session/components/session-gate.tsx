import { startSession, useSession } from '@tjas/auth';
import { Button, LoadingState, usePageTitle } from '@tjas/ui';
import { Outlet } from '@tjas/router';
import styles from './session-gate.module.css';

/** The server did not answer at start-up: say so, keep the session, offer a retry. */
function ServerUnreachable() {
  usePageTitle('Server niet bereikbaar');
  return (
    <main className={styles.unreachable}>
      <section role="alert" aria-labelledby="server-onbereikbaar">
        <h1 id="server-onbereikbaar">Server niet bereikbaar</h1>
        <p>
          We kunnen de server van de vereniging nu niet bereiken. Controleer je verbinding, of probeer het over een paar
          minuten opnieuw.
        </p>
        <p>Je blijft ingelogd: zodra de server weer bereikbaar is, ga je verder waar je was.</p>
        <Button onClick={() => void startSession()}>Opnieuw proberen</Button>
      </section>
    </main>
  );
}

/** Holds the routes back until the stored session has been refreshed or cleared. */
export function SessionGate() {
  const status = useSession((state) => state.status);
  if (status === 'unreachable') return <ServerUnreachable />;
  if (status !== 'ready') return <LoadingState label="Even geduld…" />;
  return <Outlet />;
}
