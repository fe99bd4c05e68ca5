import { describeError } from '@tjas/auth';
import { Link, useSearchParams } from '@tjas/router';
import { Avatar, Card, ErrorState, PageHeader, PagedList, SelectField, Skeleton, TextField, useAsync } from '@tjas/ui';
import { useCallback, useState } from 'react';
import { committeeNames, listMembers, type DirectoryMember } from '../api/directory-api.ts';
import styles from './members.module.css';

// The filters live in the address (?naam=, ?commissie=): a reload or a shared link keeps them.
const NAME = 'naam';
const COMMITTEE = 'commissie';

function MemberItem({ member }: { member: DirectoryMember }) {
  return (
    <div className={styles.member}>
      <Avatar name={member.name} src={member.face} size={48} />
      <span>
        <Link className={styles.memberName} to={`/leden/${member.id}`}>
          {member.name}
        </Link>
        {member.committees.length > 0 && <span className={styles.committees}>{member.committees.join(', ')}</span>}
      </span>
    </div>
  );
}

/** /leden: every active member with their face and committees, found by name or committee. */
export function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const committee = params.get(COMMITTEE) ?? '';
  const [name, setName] = useState(params.get(NAME) ?? '');
  const [names, reloadNames] = useAsync(committeeNames, 'committees');
  const filterBy = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const typedName = params.get(NAME) ?? '';
  const committees = names.status === 'ready' ? names.data : null;
  const load = useCallback(
    (page: number) => listMembers({ name: typedName, committee }, page, committees ?? new Map()),
    [typedName, committee, committees],
  );

  return (
    <>
      <PageHeader title="Leden" description="Wie is wie: de leden met hun foto en commissies." />
      <Card>
        <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Zoek op naam"
            type="search"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              filterBy(NAME, event.target.value.trim());
            }}
          />
          <SelectField
            label="Commissie"
            value={committee}
            onChange={(event) => filterBy(COMMITTEE, event.target.value)}
            options={[
              { value: '', label: 'Alle leden' },
              ...[...(committees ?? new Map<string, string>())].map(([id, label]) => ({ value: id, label })),
            ]}
          />
        </form>
        {names.status === 'loading' && <Skeleton label="De leden worden geladen…" lines={6} />}
        {names.status === 'failed' && <ErrorState message={describeError(names.error)} onRetry={reloadNames} />}
        {committees && (
          <PagedList
            load={load}
            listKey={`${typedName}|${committee}`}
            label="Leden"
            testId="directory"
            empty={<p>Geen leden gevonden{typedName ? ` voor “${typedName}”` : ''}.</p>}
            itemKey={(member) => member.id}
            renderItem={(member) => <MemberItem member={member} />}
            describeError={describeError}
          />
        )}
      </Card>
    </>
  );
}
