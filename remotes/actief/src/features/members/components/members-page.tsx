import { describeError } from '@tjas/auth';
import { AsyncContent, Button, Card, DateTime, PagedList, PageHeader, showToast, TextField, useAsync } from '@tjas/ui';
import { useState } from 'react';
import { listCommittees } from '../../committees/index.ts';
import { listChanges, searchMembers } from '../api/members-api.ts';
import { AddMemberForm } from './add-member-form.tsx';
import { MemberRow } from './member-row.tsx';
import { SiteStatusCard } from './site-status-card.tsx';
import styles from './members.module.css';

/** /{product}-actief/ledenbeheer: admins add, deactivate and move members between committees. */
export function MembersPage() {
  const [committees, reloadCommittees] = useAsync(listCommittees, 'committees');
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [round, setRound] = useState(0);
  const [changes, reloadChanges] = useAsync(listChanges, String(round));
  const changed = () => setRound((value) => value + 1);

  return (
    <>
      <PageHeader
        title="Ledenbeheer"
        description="Leden toevoegen, deactiveren en in commissies zetten. Elke wijziging wordt vastgelegd."
        actions={!adding ? <Button onClick={() => setAdding(true)}>Lid toevoegen</Button> : undefined}
      />
      <AsyncContent
        state={committees}
        reload={reloadCommittees}
        loadingLabel="Commissies worden geladen…"
        describe={describeError}
      >
        {(list) => (
          <>
            {adding && (
              <Card title="Lid toevoegen">
                <AddMemberForm
                  committees={list}
                  onCancel={() => setAdding(false)}
                  onAdded={(member) => {
                    setAdding(false);
                    showToast(
                      member.invitation === 'mislukt'
                        ? `${member.name} is toegevoegd, maar de uitnodiging kon niet worden verstuurd. Verstuur haar later opnieuw bij het lid.`
                        : `${member.name} is toegevoegd en krijgt een mail om een wachtwoord te kiezen.`,
                    );
                    changed();
                  }}
                />
              </Card>
            )}
            <Card title="Leden">
              <TextField
                label="Zoek op naam of gebruikersnaam"
                name="search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
              <PagedList
                load={(page) => searchMembers(query, page)}
                listKey={`${query}|${round}`}
                label="Leden"
                empty="Geen leden gevonden."
                itemKey={(member) => member.id}
                renderItem={(member) => <MemberRow initial={member} committees={list} onChanged={changed} />}
                describeError={describeError}
                testId="members"
              />
            </Card>
          </>
        )}
      </AsyncContent>
      <SiteStatusCard />
      <Card title="Laatste wijzigingen">
        <AsyncContent
          state={changes}
          reload={reloadChanges}
          loadingLabel="Wijzigingen worden geladen…"
          describe={describeError}
          isEmpty={(list) => list.items.length === 0}
          empty="Nog geen wijzigingen."
        >
          {(list) => (
            <ul data-testid="member-changes">
              {list.items.map((change) => (
                <li key={change.id}>
                  <DateTime value={change.created} />: {change.expand?.actor?.name ?? 'beheer'} —{' '}
                  {change.expand?.member?.name ?? 'lid'}: {change.summary}
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
        <p className={styles.meta}>De twintig nieuwste wijzigingen.</p>
      </Card>
    </>
  );
}
