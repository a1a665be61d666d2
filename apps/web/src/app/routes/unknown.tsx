import { createRoute, redirect } from '@tanstack/react-router';
import { signedInRoute } from './signed-in';

// Unknown paths go home; under the signed-in route, a signed-out visitor is sent to sign in first.
export const unknownRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
