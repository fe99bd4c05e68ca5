import { describeError } from '@tjas/auth';
import { AsyncContent, Card, DateTime, DescriptionList, useAsync } from '@tjas/ui';
import { getSiteStatus, type SiteStatus } from '../api/site-status-api.ts';
import styles from './members.module.css';

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1).replace('.', ',')} GB`;

/** What the site does in the background, and what went wrong with it, for the admins who can act. */
export function SiteStatusCard() {
  const [status, reload] = useAsync(getSiteStatus, 'site-status');
  return (
    <Card title="Status van de site">
      <AsyncContent state={status} reload={reload} loadingLabel="Status wordt geladen…" describe={describeError}>
        {(current) => <StatusDetails status={current} />}
      </AsyncContent>
    </Card>
  );
}

/** The status itself: what needs attention first, then the figures. */
export function StatusDetails({ status }: { status: SiteStatus }) {
  const problems = [status.mails.problem, status.backups.problem, status.files.problem, status.disk.problem].filter(
    Boolean,
  );
  return (
    <>
      {problems.length > 0 ? (
        <div role="alert" className={styles.problems} data-testid="site-problems">
          <strong>Aandacht nodig</strong>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {status.mails.lastError && (
            <p className={styles.meta}>Laatste fout van de mailserver: {status.mails.lastError}</p>
          )}
        </div>
      ) : status.backups.schedule && status.backups.newestAt ? (
        <p data-testid="site-ok">
          Alles werkt: mails gaan de deur uit, backups worden gemaakt en nagekeken en er is schijfruimte genoeg.
        </p>
      ) : status.backups.schedule ? (
        // A new site: the schedule is set, but no backup was made and checked yet.
        <p data-testid="site-first-backup">
          Mails gaan de deur uit en er is schijfruimte genoeg. <strong>Er is nog geen nagekeken backup</strong>: de
          eerste wordt gemaakt volgens het schema ({status.backups.schedule}, UTC).
        </p>
      ) : (
        // Nothing failed, but nothing is backed up either: that is not "alles werkt".
        <p data-testid="site-no-backups">
          Mails gaan de deur uit en er is schijfruimte genoeg, maar <strong>er worden geen backups gemaakt</strong>: er
          is geen schema ingesteld (TJAS_BACKUP_CRON).
        </p>
      )}
      <DescriptionList>
        <dt>Mails aan leden in de wachtrij</dt>
        <dd>{status.mails.waiting}</dd>
        <dt>Nieuwste goede backup</dt>
        <dd>
          {status.backups.newestAt ? <DateTime value={status.backups.newestAt} /> : 'nog geen'} in{' '}
          {status.backups.where}
          {status.backups.schedule ? '' : ' (geen schema ingesteld)'}
        </dd>
        <dt>Bestanden (foto's, documenten)</dt>
        <dd>in {status.files.where}</dd>
        <dt>Vrije schijfruimte</dt>
        <dd>
          {status.disk.total > 0 ? `${gigabytes(status.disk.free)} van ${gigabytes(status.disk.total)}` : 'onbekend'}
        </dd>
      </DescriptionList>
    </>
  );
}
