import { describeError } from '@tjas/auth';
import { Card, FormError, PageHeader, Person, TextField } from '@tjas/ui';
import { Link, useSearchParams } from '@tjas/router';
import { useCallback, useEffect, useState } from 'react';
import type { RegistryState } from '../../sections/index.ts';
import { MIN_QUERY_LENGTH, search, type SearchGroup, type SearchHit } from '../api/search-api.ts';
import { useSearch } from '../lib/use-search.ts';
import styles from './search.module.css';

/** The line that says what the results below are, read out by screen readers as it changes. */
function summary(text: string, query: string, groups: SearchGroup[] | null, pending: boolean, failed: boolean): string {
  if (text.trim().length < MIN_QUERY_LENGTH) return `Typ minstens ${MIN_QUERY_LENGTH} tekens.`;
  if (!groups) return failed ? 'Zoeken lukte niet.' : 'Zoeken…';
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const answer =
    total === 0
      ? `Niets gevonden voor “${query}”.`
      : `${total} ${total === 1 ? 'resultaat' : 'resultaten'} voor “${query}”.`;
  return pending ? `${answer} Zoeken…` : answer;
}

/** What was found, as a link to where it is (plain text when its section is not on the site). */
function HitTitle({ hit }: { hit: SearchHit }) {
  return hit.to ? <Link to={hit.to}>{hit.title}</Link> : <span className={styles.plain}>{hit.title}</span>;
}

function Results({ group }: { group: SearchGroup }) {
  const heading = `search-${group.key}`;
  return (
    <section aria-labelledby={heading} data-testid={`search-${group.key}`}>
      <Card>
        <h2 id={heading} className={styles.groupTitle}>
          {group.label} <span className={styles.count}>({group.total})</span>
        </h2>
        <ul className={styles.hits}>
          {group.hits.map((hit) => (
            <li key={hit.id}>
              {hit.face === undefined ? (
                <HitTitle hit={hit} />
              ) : (
                // A member: their face beside the name.
                <Person name={hit.title} src={hit.face} size={28}>
                  <HitTitle hit={hit} />
                </Person>
              )}
              {hit.detail && <span className={styles.detail}>{hit.detail}</span>}
            </li>
          ))}
        </ul>
        {group.total > group.hits.length && (
          <p className={styles.more}>en nog {group.total - group.hits.length}: maak je zoekopdracht preciezer.</p>
        )}
      </Card>
    </section>
  );
}

/** /zoeken: one box for events, news, albums, committees and members, answering as you type. */
export function SearchPage({ registry }: { registry: RegistryState }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const sections = registry.registry.sections;
  const prefixOf = (name: string) => sections.find((section) => section.name === name)?.prefix;
  const [events, media, actief] = [prefixOf('events'), prefixOf('media'), prefixOf('actief')];
  const run = useCallback((query: string) => search(query, { events, media, actief }), [events, media, actief]);
  const { query, groups, pending, error } = useSearch(text, run);
  // The address keeps the search, so back, reload and a shared link show the same results.
  useEffect(() => {
    const q = text.trim();
    if ((params.get('q') ?? '') !== q) setParams(q ? { q } : {}, { replace: true });
  }, [text, params, setParams]);
  const found = groups?.filter((group) => group.hits.length > 0) ?? [];
  return (
    <>
      <PageHeader title="Zoeken" description="Evenementen, nieuws, fotoalbums, commissies en leden." />
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Zoek op de site"
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus
        />
      </form>
      <p className={styles.summary} aria-live="polite" data-testid="search-summary">
        {summary(text, query, groups, pending, error !== null)}
      </p>
      {error !== null && <FormError message={describeError(error)} />}
      <div className={styles.groups} aria-busy={pending}>
        {found.map((group) => (
          <Results key={group.key} group={group} />
        ))}
      </div>
    </>
  );
}
