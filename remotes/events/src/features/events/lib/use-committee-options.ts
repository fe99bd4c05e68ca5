import { FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';
import { useEffect, useState } from 'react';

/** Committees to choose as organiser: `all` for admins, else the member's own ids. */
export function useCommitteeOptions(allowed: 'all' | readonly string[]): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const key = allowed === 'all' ? 'all' : allowed.join(',');
  useEffect(() => {
    let active = true;
    getPocketBase()
      .collection('committees')
      .getFullList<{ id: string; name: string }>({ batch: FULL_LIST_BATCH, sort: 'name' })
      .then((committees) => {
        if (!active) return;
        const ids = key === 'all' ? null : new Set(key.split(','));
        setOptions(committees.filter((c) => !ids || ids.has(c.id)).map((c) => ({ value: c.id, label: c.name })));
      })
      .catch(() => active && setOptions([]));
    return () => {
      active = false;
    };
  }, [key]);
  return options;
}
