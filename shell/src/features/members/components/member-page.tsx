import { describeError, isResponseError } from '@tjas/auth';
import { Link, useLocation, useParams } from '@tjas/router';
import { Avatar, Card, DescriptionList, ErrorState, NotFoundState, PageHeader, Skeleton, useAsync } from '@tjas/ui';
import { committeeNames, getMemberCard, type DirectoryCard } from '../api/directory-api.ts';
import styles from './members.module.css';

async function loadCard(id: string): Promise<DirectoryCard> {
  return getMemberCard(id, await committeeNames());
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** /leden/:id: a member's face, committees, and what they chose to share with the other members. */
export function MemberPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [state, reload] = useAsync(() => loadCard(id), id);
  if (state.status === 'failed' && isResponseError(state.error) && state.error.status === 404)
    return <NotFoundState path={pathname} home={<Link to="/leden">Naar de leden</Link>} />;
  const member = state.status === 'ready' ? state.data : null;
  const shared = member && (member.email || member.phone || member.study || member.joinedYear);
  return (
    <>
      <PageHeader title={member?.name ?? 'Lid'} actions={<Link to="/leden">Alle leden</Link>} />
      <Card>
        {state.status === 'loading' && <Skeleton label="Het lid wordt geladen…" lines={4} />}
        {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
        {member && (
          <>
            <div className={styles.card}>
              <Avatar name={member.name} src={member.face} size={96} />
              <p className={styles.committees}>
                {member.committees.length > 0 ? member.committees.join(', ') : 'Geen commissie'}
              </p>
            </div>
            {shared ? (
              <DescriptionList>
                {member.email && (
                  <Detail term="E-mail">
                    <a href={`mailto:${member.email}`}>{member.email}</a>
                  </Detail>
                )}
                {member.phone && (
                  <Detail term="Telefoon">
                    <a href={`tel:${member.phone.replace(/[^+0-9]/g, '')}`}>{member.phone}</a>
                  </Detail>
                )}
                {member.study && <Detail term="Studie">{member.study}</Detail>}
                {member.joinedYear && <Detail term="Lid sinds">{member.joinedYear}</Detail>}
              </DescriptionList>
            ) : (
              <p className={styles.intro}>{member.name} deelt verder niets in het ledenoverzicht.</p>
            )}
          </>
        )}
      </Card>
    </>
  );
}
