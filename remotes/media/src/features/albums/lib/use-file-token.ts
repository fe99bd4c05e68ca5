import { getPocketBase } from '@tjas/auth';
import { useEffect, useRef, useState } from 'react';
import { readPageFileToken } from './page-file-token.ts';

/** PocketBase file tokens last three minutes; renewing after two keeps shown URLs valid. */
const RENEW_AFTER_MS = 120_000;

/**
 * A file token for protected files (photos, audio), renewed while the page is open. Strategy:
 * start with the token the page's answer handed it (readPageFileToken) or fetch one on mount;
 * renew on a timer; on failure keep the last token and try again next round.
 */
export function useFileToken(): string | null {
  const [token, setToken] = useState<string | null>(() => readPageFileToken(getPocketBase().authStore.record?.id));
  const handed = useRef(token !== null);
  useEffect(() => {
    let live = true;
    const renew = () =>
      getPocketBase()
        .files.getToken()
        .then(
          (next) => live && setToken(next),
          () => undefined,
        );
    if (!handed.current) void renew();
    const timer = setInterval(renew, RENEW_AFTER_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return token;
}
