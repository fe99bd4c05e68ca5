import { describeError } from '@tjas/auth';
import { AsyncContent, Card, CardGrid, PageHeader, useAsync } from '@tjas/ui';
import { listGroups, type GroupKind } from '../api/groups-api.ts';

const TEXT: Record<GroupKind, { title: string; description: string; empty: string }> = {
  dispuut: {
    title: 'Disputen',
    description: 'Vriendengroepen binnen de vereniging, elk met een eigen karakter.',
    empty: 'Er zijn nog geen disputen.',
  },
  orgaan: {
    title: 'Organen',
    description: 'De organen die het bestuur controleren en adviseren.',
    empty: 'Er zijn nog geen organen.',
  },
};

/** /{product}-actief/disputen and /organen: the groups of one kind with their members. */
export function GroupsPage({ kind }: { kind: GroupKind }) {
  const [state, reload] = useAsync(() => listGroups(kind), kind);
  const text = TEXT[kind];
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel={`${text.title} worden geladen…`}
        describe={describeError}
        isEmpty={(groups) => groups.length === 0}
        empty={text.empty}
      >
        {(groups) => (
          <CardGrid label={text.title} min="17rem">
            {groups.map((group) => (
              <li key={group.id}>
                <Card title={group.name}>
                  {group.description && <p>{group.description}</p>}
                  <ul aria-label={`Leden van ${group.name}`}>
                    {(group.expand?.members ?? []).map((member) => (
                      <li key={member.id}>{member.name || member.username}</li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </AsyncContent>
    </>
  );
}
