import { useCallback, useMemo, useRef } from 'react';
import { useNavigate, type NavigateOptions } from './navigation.tsx';
import { useLocation } from './router-context.ts';

/** What search parameters can be made from: text, pairs, a record (a list gives the name more than once). */
export type SearchParamsInit = string | URLSearchParams | [string, string][] | Record<string, string | string[]>;

function toSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init))
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init))
    for (const each of Array.isArray(value) ? value : [value]) params.append(name, each);
  return params;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The query of the address, and a function that changes it (a new history entry unless
 * `replace`). `defaults` fill in names the address lacks, until the query is first set.
 */
export function useSearchParams(defaults?: SearchParamsInit): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const initial = useRef(defaults === undefined ? null : toSearchParams(defaults));
  const params = useMemo(() => {
    const current = new URLSearchParams(search);
    for (const name of initial.current ? new Set(initial.current.keys()) : [])
      if (!current.has(name)) for (const value of initial.current!.getAll(name)) current.append(name, value);
    return current;
  }, [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const made = toSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      initial.current = null;
      navigate(`?${made.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, set];
}
