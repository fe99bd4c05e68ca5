import type { ReactNode } from 'react';
import { usePageTitle } from '../page-title.ts';
import styles from './page-header.module.css';

interface Props {
  title: string;
  /** Document title when it should differ from the heading (e.g. "Evenement" for any event). */
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's one h1; also sets the document title to "{page} - {product}". */
export function PageHeader({ title, documentTitle, description, actions }: Props) {
  usePageTitle(documentTitle ?? title);
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
