import { getPocketBase } from '@tjas/auth';
import { useEffect, useState } from 'react';

/** PocketBase file tokens last three minutes; renewing after two keeps shown URLs valid. */
const RENEW_AFTER_MS = 120_000;

/**
 * A file token for protected files (photos, audio), renewed while the page is open. Strategy:
 * fetch once on mount, renew on a timer; on failure keep the last token and try again next round.
 */
export function useFileToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const renew = () =>
      getPocketBase()
        .files.getToken()
        .then(
          (next) => live && setToken(next),
          () => undefined,
        );
    void renew();
    const timer = setInterval(renew, RENEW_AFTER_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return token;
}
