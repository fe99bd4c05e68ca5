import { useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { PageHeader } from './page-header.tsx';
import { showToast } from './toasts.tsx';

interface Props<T> {
  title: string;
  description?: ReactNode;
  /** Whether the member may add and change items: the add button, and the form. */
  manage: boolean;
  /** The add button's text. */
  addLabel: string;
  /** The title of the form's card for a new item (the add button's text without it). */
  addTitle?: string;
  /** The title of the form's card for an item being changed. */
  editTitle?: (item: T) => string;
  /**
   * The form for a new item (`null`) or the one being changed. `cancel` closes it; `saved` closes
   * it, says so in a toast and tells the page.
   */
  form: (item: T | null, done: { cancel: () => void; saved: (saved: T) => void }) => ReactNode;
  /** The toast after a save, e.g. "Helm is opgeslagen." */
  savedMessage: (saved: T) => string;
  /** After a save (e.g. load the list again). */
  onSaved: () => void;
  /** The list; `edit(item)` opens the form for that item. */
  children: (edit: (item: T) => void) => ReactNode;
}

/**
 * A page that lists items and lets the members who manage them add one (or change one) in a form
 * above the list: the page header with the add button, the form's card while it is open, the list.
 */
export function ListWithInlineForm<T>({
  title,
  description,
  manage,
  addLabel,
  addTitle = addLabel,
  editTitle,
  form,
  savedMessage,
  onSaved,
  children,
}: Props<T>) {
  // Open: { item: null } adds, { item } changes that item.
  const [open, setOpen] = useState<{ item: T | null } | null>(null);
  const cancel = () => setOpen(null);
  const saved = (item: T) => {
    setOpen(null);
    showToast(savedMessage(item));
    onSaved();
  };
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          manage && open === null ? <Button onClick={() => setOpen({ item: null })}>{addLabel}</Button> : undefined
        }
      />
      {open !== null && (
        <Card title={open.item === null ? addTitle : (editTitle?.(open.item) ?? addTitle)}>
          {form(open.item, { cancel, saved })}
        </Card>
      )}
      {children((item) => setOpen({ item }))}
    </>
  );
}
