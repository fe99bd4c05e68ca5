import { srcOnCommit } from '@tjas/ui';
import { useState, type ImgHTMLAttributes } from 'react';
import { photoUrl, type PhotoRecord, type ThumbSize } from '../api/albums-api.ts';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  photo: PhotoRecord;
  thumb: ThumbSize;
  /** The current file token (useFileToken). */
  token: string;
}

/**
 * A protected photo. Its URL keeps the token it was first shown with, so renewing the token
 * does not reload photos already on screen; a photo that failed (e.g. lazily loaded after its
 * token expired) retries once with the newest token.
 */
export function ProtectedImage({ photo, thumb, token, alt, ...image }: Props) {
  const [usedToken, setUsedToken] = useState(token);
  return (
    <img
      {...image}
      alt={alt}
      // Its address once committed: a thrown-away render's <img> would use up the server's
      // preload of the album's first photo, and the photo would be fetched twice.
      ref={srcOnCommit(photoUrl(photo, usedToken, thumb))}
      onError={() => {
        if (token !== usedToken) setUsedToken(token);
      }}
    />
  );
}
