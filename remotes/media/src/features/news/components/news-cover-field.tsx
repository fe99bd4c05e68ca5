import { CheckboxField, TextField } from '@tjas/ui';
import { megabytesText } from '@tjas/schema/count-text';
import { newsPostsLimits } from '@tjas/schema/field-limits';
import { COVER_TYPES } from '../lib/news-cover.ts';

/**
 * A post's optional cover picture: chosen here, checked by the form (type and size, in Dutch)
 * and by the server; a post that has one may drop it.
 */
export function NewsCoverField({
  control,
  hasCover,
  remove,
  onChoose,
  onRemoveChange,
}: {
  control: { id: string; name: string; error: string | undefined };
  /** The post has a cover already. */
  hasCover: boolean;
  remove: boolean;
  onChoose: (file: File | null) => void;
  onRemoveChange: (remove: boolean) => void;
}) {
  return (
    <>
      <TextField
        label={hasCover ? 'Nieuwe omslagfoto (optioneel)' : 'Omslagfoto (optioneel)'}
        hint={`JPG, PNG of WebP, hoogstens ${megabytesText(newsPostsLimits.cover.maxSize)}. Staat boven het bericht.`}
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
