import type { CurrentUser } from '@sw/contracts';
import { getToken, readState } from './session';
import { orgIdFromToken } from './startup-token';

type UserOrg = Pick<CurrentUser, 'organizationId'> | null | undefined;

/**
 * the current organisation is the one the access token is for (its `org` claim), known before
 * the user is loaded; the user's organizationId stands in for a token without the claim. Read for
 * display and cache keys only: the server checks every token.
 */
export function resolveOrganizationId(token: string | null, user: UserOrg): number | null {
  return orgIdFromToken(token) ?? user?.organizationId ?? null;
}

/** The current organisation id from the stored token, else from `user` or the user stored at sign-in. */
export function currentOrganizationId(user?: UserOrg): number | null {
  return resolveOrganizationId(getToken(), user ?? readState().user);
}
