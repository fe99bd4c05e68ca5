import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteStatus } from '../api/site-status-api.ts';
import { StatusDetails } from './site-status-card.tsx';

const healthy: SiteStatus = {
  mails: { waiting: 0, failing: 0, givenUp: 0, lastError: '', problem: '' },
  backups: {
    schedule: '0 2 * * *',
    where: 'de datamap',
    newest: 'tjas.zip',
    newestAt: '2026-11-26T02:00:00Z',
    problem: '',
  },
  files: { where: 'de datamap', problem: '' },
  disk: { total: 50 * 1024 ** 3, free: 12.5 * 1024 ** 3, problem: '' },
};

describe('StatusDetails', () => {
  it('says all is well and shows the figures', () => {
    render(<StatusDetails status={healthy} />);
    expect(screen.getByTestId('site-ok').textContent).toMatch(/^Alles werkt/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('12,5 GB van 50,0 GB')).toBeTruthy();
    expect(screen.getAllByText(/in de datamap/)).toHaveLength(2); // backups and files
  });

  it('never says all is well when no backups are made', () => {
    render(
      <StatusDetails
        status={{ ...healthy, backups: { ...healthy.backups, schedule: '', newest: '', newestAt: '' } }}
      />,
    );
    expect(screen.queryByTestId('site-ok')).toBeNull();
    expect(screen.getByTestId('site-no-backups').textContent).toMatch(/er worden geen backups gemaakt/);
  });

  it('on a new site, does not say all is well before the first backup was made and checked', () => {
    render(<StatusDetails status={{ ...healthy, backups: { ...healthy.backups, newest: '', newestAt: '' } }} />);
    expect(screen.queryByTestId('site-ok')).toBeNull();
    expect(screen.getByTestId('site-first-backup').textContent).toMatch(
      /Er is nog geen nagekeken backup: de eerste wordt gemaakt volgens het schema \(0 2 \* \* \*, UTC\)/,
    );
  });

  it('puts every problem first, with the mail server\u2019s last error', () => {
    render(
      <StatusDetails
        status={{
          ...healthy,
          mails: {
            waiting: 3,
            failing: 3,
            givenUp: 0,
            lastError: 'dial tcp: connection refused',
            problem: '3 mail(s) aan leden konden nog niet worden verstuurd; de site probeert het opnieuw.',
          },
          files: {
            where: 'S3 (tjas-files)',
            problem:
              "De opslag van bestanden in S3 (tjas-files) is niet bereikbaar: leden kunnen geen foto's of bestanden toevoegen.",
          },
          disk: {
            total: 50 * 1024 ** 3,
            free: 1024 ** 3,
            problem: 'Nog 1,0 GB vrij op de schijf van de site: ruim op of vergroot de schijf.',
          },
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/Aandacht nodig/);
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent?.slice(0, 30))).toEqual([
      '3 mail(s) aan leden konden nog',
      'De opslag van bestanden in S3 ',
      'Nog 1,0 GB vrij op de schijf v',
    ]);
    expect(screen.getByText('in S3 (tjas-files)')).toBeTruthy();
    expect(alert.textContent).toMatch(/Laatste fout van de mailserver: dial tcp: connection refused/);
    expect(screen.queryByTestId('site-ok')).toBeNull();
  });

  it('says when there is no backup yet and no schedule', () => {
    render(
      <StatusDetails
        status={{ ...healthy, backups: { schedule: '', where: 'de datamap', newest: '', newestAt: '', problem: '' } }}
      />,
    );
    expect(screen.getByText(/nog geen in de datamap \(geen schema ingesteld\)/)).toBeTruthy();
  });
});
