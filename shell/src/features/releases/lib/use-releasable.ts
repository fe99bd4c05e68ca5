import { hasPermission, useSession } from '@tjas/auth';
import { SECTION_RELEASES, sectionReleasers } from '@tjas/permissions/permission-table';
import { useCallback, useEffect, useState } from 'react';
import { listSectionPlaces, type SectionPlaceRecord } from '../api/section-places-api.ts';

/** Read once per page load (and again after an admin made one): the menu and /secties share it. */
let placesLoad: Promise<SectionPlaceRecord[]> | null = null;

/** The places admins made for new sections; `fresh` reads them again. A failed read is tried again next time. */
export function loadSectionPlaces(fresh = false): Promise<SectionPlaceRecord[]> {
  if (!placesLoad || fresh) {
    placesLoad = listSectionPlaces().catch(() => {
      placesLoad = null;
      return [];
    });
  }
  return placesLoad;
}

/**
 * The places made for new sections, for a member in a committee (nobody else releases one);
 * null while they load. A new `round` reads them again from what `loadSectionPlaces(true)` started.
 */
export function useSectionPlaces(round = 0): readonly SectionPlaceRecord[] | null {
  const inCommittee = useSession((state) => state.committees.length > 0);
  const [loaded, setLoaded] = useState<readonly SectionPlaceRecord[] | null>(null);
  useEffect(() => {
    if (!inCommittee) return;
    let active = true;
    void loadSectionPlaces().then((places) => active && setLoaded(places));
    return () => {
      active = false;
    };
  }, [inCommittee, round]);
  if (!inCommittee) return NO_PLACES;
  return loaded;
}

const NO_PLACES: readonly SectionPlaceRecord[] = [];

/**
 * Whether the member may release `section`: its committee's permission in the table, for a
 * section added later the committee of the place an admin made for it, or an admin.
 */
export function useMayRelease(round = 0): (section: string) => boolean {
  const committees = useSession((state) => state.committees);
  const places = useSectionPlaces(round);
  return useCallback(
    (section: string) => {
      if (hasPermission(committees, sectionReleasers(section))) return true;
      const place = places?.find((candidate) => candidate.name === section);
      return Boolean(place) && committees.some((committee) => committee.id === place?.committee);
    },
    [committees, places],
  );
}

/** Whether the member may release any section: who sees the sections page in the menu. */
export function useMayReleaseAny(): boolean {
  const mayRelease = useMayRelease();
  const places = useSectionPlaces();
  return [...Object.keys(SECTION_RELEASES), ...(places ?? []).map((place) => place.name)].some(mayRelease);
}
