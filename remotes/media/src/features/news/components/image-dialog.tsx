import { ConfirmDialog, FormError, ProgressBar, TextField } from '@tjas/ui';
import { useEffect, useRef, useState } from 'react';
import { uploadNewsImage } from '../api/news-images-api.ts';
import { displaySize, IMAGE_ALT_MAX, imageDescriptionError, uploadErrorText } from '../lib/news-image.ts';
import styles from './news.module.css';

/** A picture ready for the text: its address on the site, its description and the size it takes. */
export interface InsertedImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * Asks the description of a picture chosen for a post's text (its alt text, for who cannot see
 * it: required), in the site's own dialog, then uploads it under the member's session in the
 * name of the post's committee with its progress, and hands it to the editor. A failed upload
 * (a wrong file, too big, no right, no connection) says why in Dutch and leaves the text as it
 * was; the dialog stays open to try again or cancel.
 */
export function ImageDialog({
  file,
  onBehalfOf,
  onInsert,
  onCancel,
}: {
  /** The chosen picture; null while the dialog is closed. */
  file: File | null;
  onBehalfOf: string;
  onInsert: (image: InsertedImage) => void;
  onCancel: () => void;
}) {
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const [uploadError, setUploadError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string>();
  // Which choice an upload belongs to: one that finishes after "Annuleren" inserts nothing.
  const choice = useRef(0);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  function reset() {
    choice.current++;
    setDescription('');
    setError(undefined);
    setUploadError(undefined);
    setProgress(null);
  }
  async function insert() {
    if (!file || progress !== null) return;
    const problem = imageDescriptionError(description);
    setError(problem);
    if (problem) return;
    setUploadError(undefined);
    setProgress(0);
    const mine = choice.current;
    const current = (fraction: number) => mine === choice.current && setProgress(fraction);
    try {
      const [src, size] = await Promise.all([uploadNewsImage(file, onBehalfOf, current), displaySize(file)]);
      if (mine !== choice.current) return;
      const alt = description.trim();
      reset();
      onInsert({ src, alt, ...(size ?? {}) });
    } catch (failure) {
      if (mine !== choice.current) return;
      setProgress(null);
      setUploadError(uploadErrorText(failure));
    }
  }
  return (
    <ConfirmDialog
      open={file !== null}
      title="Afbeelding invoegen"
      confirmLabel={progress === null ? 'Invoegen' : 'Bezig met uploaden…'}
      onConfirm={() => void insert()}
      onCancel={() => {
        reset();
        onCancel();
      }}
    >
      {preview && <img className={styles.imagePreview} src={preview} alt="" />}
      <TextField
        label="Korte beschrijving"
        hint="Wat is er op de afbeelding te zien? Voor wie hem niet kan zien (bijv. 'Het damesteam met de beker')."
        value={description}
        maxLength={IMAGE_ALT_MAX}
        error={error}
        disabled={progress !== null}
        onChange={(event) => setDescription(event.target.value)}
        onKeyDown={(event) => {
          // The dialog sits inside the news form: Enter inserts the picture and does not send the post.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void insert();
        }}
      />
      {progress !== null && <ProgressBar label="Afbeelding wordt geüpload" value={progress} />}
      <FormError message={uploadError} />
    </ConfirmDialog>
  );
}
