import { describeError } from '@tjas/auth';
import { membersText } from '@tjas/schema/count-text';
import { AsyncContent, Card, CardGrid, PageHeader, Person, useAsync } from '@tjas/ui';
import { useLocation } from '@tjas/router';
import { useEffect } from 'react';
import { avatarThumb, listCommitteesWithMembers } from '../api/committees-api.ts';
import styles from './committees.module.css';

/** The id a link's #hash names; a hash that is not valid percent-encoding names nothing. */
function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** /{product}-actief/commissies: every committee with what it does, whom to ask, and who is in it. */
export function CommitteesPage() {
  const [state, reload] = useAsync(listCommitteesWithMembers, 'committees');
  // A link to one committee (#commissie-<key>, from the site's search): once the list is there,
  // that card gets the focus, which also scrolls it into view.
  const { hash } = useLocation();
  const target = hash.startsWith('#commissie-') ? anchorOf(hash) : '';
  useEffect(() => {
    if (state.status === 'ready' && target) document.getElementById(target)?.focus();
  }, [state.status, target]);
  return (
    <>
      <PageHeader title="Commissies" description="Wat doen de commissies, en wie zitten erin?" />
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Commissies worden geladen…"
        describe={describeError}
        isEmpty={(data) => data.committees.length === 0}
        empty="Er zijn nog geen commissies."
      >
        {({ committees, members }) => (
          <CardGrid label="Commissies" min="17rem">
            {committees.map((committee) => {
              const people = members.get(committee.id) ?? [];
              return (
                <li
                  key={committee.id}
                  id={`commissie-${committee.key}`}
                  tabIndex={-1}
                  className={target === `commissie-${committee.key}` ? styles.target : undefined}
                >
                  <Card title={committee.name}>
                    {committee.description && <p>{committee.description}</p>}
                    {committee.contact && (
                      <p className={styles.meta}>
                        Contact: <a href={`mailto:${committee.contact}`}>{committee.contact}</a>
                      </p>
                    )}
                    <p className={styles.meta}>{membersText(people.length)}</p>
                    {people.length > 0 && (
                      <ul className={styles.members} aria-label={`Leden van ${committee.name}`}>
                        {people.map((person) => (
                          <li key={person.id}>
                            <Person name={person.name || person.username} src={avatarThumb(person)} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </Card>
                </li>
              );
            })}
          </CardGrid>
        )}
      </AsyncContent>
    </>
  );
}
