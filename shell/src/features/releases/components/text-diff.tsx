import { diffLines } from 'diff';
import styles from './review-panel.module.css';

/** Lines shown around each change; the rest of an unchanged stretch is folded. */
const CONTEXT = 3;

interface Line {
  kind: 'added' | 'removed' | 'same' | 'folded';
  text: string;
}

/** The lines of a line diff of `before` and `after`, with long unchanged stretches folded. */
export function diffRows(before: string, after: string): Line[] {
  const rows: Line[] = [];
  for (const part of diffLines(before, after)) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.added || part.removed) {
      for (const text of lines) rows.push({ kind: part.added ? 'added' : 'removed', text });
    } else if (lines.length > CONTEXT * 2 + 1) {
      rows.push(...lines.slice(0, CONTEXT).map((text) => ({ kind: 'same' as const, text })));
      rows.push({ kind: 'folded', text: `… ${lines.length - CONTEXT * 2} ongewijzigde regels …` });
      rows.push(...lines.slice(-CONTEXT).map((text) => ({ kind: 'same' as const, text })));
    } else {
      rows.push(...lines.map((text) => ({ kind: 'same' as const, text })));
    }
  }
  return rows;
}

const MARK = { added: '+', removed: '−', same: ' ', folded: ' ' } as const;
const LABEL = { added: 'toegevoegd', removed: 'weggehaald', same: '', folded: '' } as const;

/** What changed in one file, line by line: added lines marked +, removed lines −. */
export function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <pre className={styles.diff}>
      {diffRows(before, after).map((row, index) => (
        <span key={index} className={styles[row.kind]}>
          <span aria-label={LABEL[row.kind] || undefined}>{MARK[row.kind]}</span> {row.text}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
