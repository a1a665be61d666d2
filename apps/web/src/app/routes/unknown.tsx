import { createRoute, redirect } from '@tanstack/react-router';
import { signedInRoute } from './signed-in';

// Unknown paths go to Today (spec 1 §2); under the signed-in route, a signed-out visitor is sent to
// sign in first, with the path kept in `next`.
export const unknownRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/today', replace: true });
  },
});
