import { STATUS_LABELS, type SubmissionStatus } from '../api/submissions-api.ts';
import styles from './acties.module.css';

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span className={`${styles.status} ${styles[status] ?? ''}`} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
