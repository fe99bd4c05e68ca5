import { CheckboxField, TextField } from '@tjas/ui';
import { megabytesText } from '@tjas/schema/count-text';
import { eventsLimits } from '@tjas/schema/field-limits';
import { COVER_TYPES } from '../lib/event-cover.ts';

/**
 * The event's optional cover picture: chosen here, checked by the form (type and size, in Dutch)
 * and by the server; an event that has one may drop it. Not part of the form's draft: a browser
 * cannot keep a chosen file through a reload.
 */
export function EventCoverField({
  control,
  hasCover,
  remove,
  onChoose,
  onRemoveChange,
}: {
  control: { id: string; name: string; error: string | undefined };
  /** The event has a cover already. */
  hasCover: boolean;
  remove: boolean;
  onChoose: (file: File | null) => void;
  onRemoveChange: (remove: boolean) => void;
}) {
  return (
    <>
      <TextField
        label={hasCover ? 'Nieuwe omslagfoto (optioneel)' : 'Omslagfoto (optioneel)'}
        hint={`JPG, PNG of WebP, hoogstens ${megabytesText(eventsLimits.cover.maxSize)}. Staat op de kaart in de lijst; zonder foto krijgt de kaart de kleur van de organisatie.`}
        type="file"
        accept={COVER_TYPES.join(',')}
        {...control}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      {hasCover && (
        <CheckboxField
          label="Huidige omslagfoto weghalen"
          checked={remove}
          onChange={(event) => onRemoveChange(event.target.checked)}
        />
      )}
    </>
  );
}
