import type { CurrentUser } from '@sw/contracts';
import { pageZone, userZone } from '@sw/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { apiRequest } from './api-client';
import { readState } from './session';

// The web app's one time-zone rule (packages/domain display-zone.ts; docs/decisions.md "Time zones"):
// every page takes its zone from here, never from the browser or a row's site on its own.

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The current user, from the same cache entry as features/auth's current-user query (same key and
 * call: lib may not import a feature); the user stored at sign-in stands in until it arrives.
 */
function useProfileZone(): string | null | undefined {
  const user = useQuery({
    queryKey: ['auth', 'user'],
    queryFn: ({ signal }) => apiRequest<CurrentUser>('/api/v1/auth/user', { signal }),
    staleTime: 5 * 60_000,
  });
  return (user.data ?? readState().user)?.timeZone;
}

/** The user's zone: the profile's, else the browser's, else UTC. */
export function useUserZone(): string {
  return userZone(useProfileZone(), browserZone());
}

/** useUserZone outside React (a route's loader): `user` is the cached current user, if any. */
export function userZoneOf(user: Pick<CurrentUser, 'timeZone'> | undefined): string {
  return userZone((user ?? readState().user)?.timeZone, browserZone());
}

const PageZone = createContext<string | null>(null);

/**
 * Sets the page zone for everything inside: a site's pages give the site's zone (spec 2 §4: the
 * site's list reads its days in the site's zone). Without it the page zone is the user's.
 */
export function PageZoneProvider({ zone, children }: { zone: string | null; children: ReactNode }) {
  return <PageZone.Provider value={zone}>{children}</PageZone.Provider>;
}

/**
 * The zones of the page: `page`, which its times, days and URL from/to are read in (a site's pages:
 * the site's, given as `siteZone` or by a PageZoneProvider; elsewhere the user's), and `user`, to
 * tell when a time must name its zone.
 */
export function useDisplayZone(siteZone?: string | null): { page: string; user: string } {
  const user = useUserZone();
  const provided = useContext(PageZone);
  return { page: pageZone(user, siteZone ?? provided), user };
}
