import { Button } from '@tjas/ui';
import { useState } from 'react';
import { applyFormat, type Edit, type Format } from '../lib/formatting.ts';
import { LinkDialog } from './link-dialog.tsx';
import styles from './news.module.css';

const BUTTONS: readonly { format: Format; label: string }[] = [
  { format: 'bold', label: 'Vet' },
  { format: 'italic', label: 'Cursief' },
  { format: 'link', label: 'Link' },
  { format: 'list', label: 'Opsomming' },
];

/**
 * Buttons above a text area that put the allowed tags around the selection; `field` finds the
 * text area at the moment of the click, `onChange` receives the new text.
 */
export function FormattingToolbar({
  field,
  onChange,
}: {
  field: () => HTMLTextAreaElement | null;
  onChange: (text: string) => void;
}) {
  const [error, setError] = useState('');
  const [askingLink, setAskingLink] = useState(false);
  function format(kind: Format, address = '') {
    const area = field();
    if (!area) return;
    const edit = applyFormat(area.value, area.selectionStart, area.selectionEnd, kind, address);
    if ('error' in edit) return setError(edit.error);
    setError('');
    onChange(edit.text);
    select(area, edit);
  }
  return (
    <div className={styles.toolbarRow}>
      <div role="toolbar" aria-label="Opmaak" className={styles.toolbar}>
        {BUTTONS.map((button) => (
          <Button
            key={button.format}
            variant="secondary"
            onClick={() => (button.format === 'link' ? setAskingLink(true) : format(button.format))}
          >
            {button.label}
          </Button>
        ))}
      </div>
      <LinkDialog
        open={askingLink}
        onChoose={(address) => {
          setAskingLink(false);
          format('link', address);
        }}
        onCancel={() => setAskingLink(false)}
      />
      {error && (
        <p role="alert" className={styles.toolbarError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Selects the formatted words once React has put the new text in the field. */
function select(area: HTMLTextAreaElement, edit: Edit): void {
  requestAnimationFrame(() => {
    area.focus();
    area.setSelectionRange(edit.start, edit.end);
  });
}
