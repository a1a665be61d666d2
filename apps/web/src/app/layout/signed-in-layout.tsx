import { Container } from '@mantine/core';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ErrorState } from '../../components/ui/error-state';
import { PageLoader } from '../../components/ui/page-loader';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useOrganizationFeatures } from '../../features/organization/api/get-organization-features';
import { isPasswordUpdateEnforced } from '../../features/password/utils/password-enforcement';
import { getServerTime } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { currentOrganizationId } from '../../lib/current-organization';
import { usePasswordUpdateRequired } from '../../lib/password-required';
import { FeatureNotAvailablePage } from '../routes/feature-not-available-page';
import { AppFrame } from './app-frame';
import { hidesNavigation } from './nav-model';
import { useShellStart } from './use-shell-start';

// Rare (old passwords only) and it carries the password policy code: loaded only when needed.
const ForcedPasswordScreen = lazy(() =>
  import('./forced-password-screen').then((m) => ({ default: m.ForcedPasswordScreen })),
);

/**
 * The frame of every signed-in page. Pages render only once the user and the organisation's gates are
 * known (spec 1 §2), so the navigation never flickers between two shapes.
 */
export function SignedInLayout() {
  const user = useCurrentUser();
  // the organisation comes from the token, so the gates load alongside the user, not after it.
  const features = useOrganizationFeatures(currentOrganizationId(user.data));
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The gated feature of the page shown, if any (route guard, issue 9).
  const page = useMatches({ select: (ms) => ms.map((m) => m.staticData.page).findLast((p) => p?.feature) });
  const serverWantsNewPassword = usePasswordUpdateRequired();
  useShellStart();
  // Gates not asked for (no organisation known yet) are waited for only through the user.
  const gatesPending = features.isPending && features.fetchStatus !== 'idle';

  // A 401 is already on its way to the sign-in page: keep the loader rather than flash an error.
  if (user.isPending || gatesPending || isApiError(user.error, 401)) return <PageLoader />;
  if (user.isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorState message={user.error.message} onRetry={() => void user.refetch()} />
      </Container>
    );
  }

  // Spec 1 §2: while a password update is enforced, every path shows the change-password screen; the
  // server's 403 PASSWORD_UPDATE_REQUIRED on any call says so too (issue 9).
  if (serverWantsNewPassword || isPasswordUpdateEnforced(user.data.passwordUpdatedAt, getServerTime())) {
    return (
      <Suspense fallback={<PageLoader />}>
        <ForcedPasswordScreen user={user.data} />
      </Suspense>
    );
  }

  // Print and export views (/report/ paths) have no navigation (spec 1 §2).
  if (hidesNavigation(pathname)) {
    return (
      <Container size="xl" py="md">
        <Outlet />
      </Container>
    );
  }

  // A page of a feature the organisation is denied says so (a direct URL, a bookmark); a failed gate
  // load leaves the gated entries out of the navigation, and the server still refuses the data.
  const denied = page?.feature && features.data?.features[page.feature] === false ? page.feature : null;
  return (
    <AppFrame user={user.data} features={features.data?.features}>
      {denied ? <FeatureNotAvailablePage feature={denied} title={page?.title} /> : <Outlet />}
    </AppFrame>
  );
}
