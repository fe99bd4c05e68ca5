import { useHasPermission } from '@tjas/auth';
import { SUBMISSION_KINDS, type SubmissionKind } from '@tjas/permissions/permission-table';
import { Card, CardGrid, PageHeader } from '@tjas/ui';
import { Link } from '@tjas/router';
import { useReceivingCommittee } from '../api/receiving-committees.ts';
import { useHandledKinds } from '../lib/use-handled-kinds.ts';
import { KIND_TEXT } from '../lib/submission-kinds.ts';
import styles from './acties.module.css';
import { MySubmissionsCard } from './my-submissions-card.tsx';

function KindCard({ kind }: { kind: SubmissionKind }) {
  const committee = useReceivingCommittee(kind);
  return (
    <li>
      <Card title={KIND_TEXT[kind].title}>
        <p>{KIND_TEXT[kind].intro}</p>
        <Link to={`/acties/${SUBMISSION_KINDS[kind].path}`}>Naar {KIND_TEXT[kind].title.toLowerCase()}</Link>
        <p className={styles.meta}>Gaat naar {committee}.</p>
      </Card>
    </li>
  );
}

export function ActiesPage() {
  const handled = useHandledKinds();
  const admin = useHasPermission([]);
  return (
    <>
      <PageHeader
        title="Acties"
        description="Vraag een commissie om iets of stuur iets in. Je ziet hieronder wat er met je inzendingen gebeurt."
        actions={
          handled.length > 0 ? (
            <Link to="/acties/postvak">Postvak {admin ? '(alle commissies)' : 'van je commissie'}</Link>
          ) : undefined
        }
      />
      <CardGrid label="Wat kun je insturen?">
        {(Object.keys(SUBMISSION_KINDS) as SubmissionKind[]).map((kind) => (
          <KindCard key={kind} kind={kind} />
        ))}
      </CardGrid>
      <MySubmissionsCard />
    </>
  );
}
