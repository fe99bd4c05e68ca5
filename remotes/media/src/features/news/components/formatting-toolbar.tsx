import { Button } from '@tjas/ui';
import { useState } from 'react';
import { applyFormat, type Edit, type Format } from '../lib/formatting.ts';
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
  function format(kind: Format) {
    const area = field();
    if (!area) return;
    const address = kind === 'link' ? window.prompt('Adres van de link (https://…)', 'https://') : '';
    if (address === null) return; // cancelled
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
          <Button key={button.format} variant="secondary" onClick={() => format(button.format)}>
            {button.label}
          </Button>
        ))}
      </div>
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
