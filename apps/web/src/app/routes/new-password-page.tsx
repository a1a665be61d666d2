import { getRouteApi } from '@tanstack/react-router';
import { InvitePassword } from '../../features/password/components/invite-password';
import { ResetPassword } from '../../features/password/components/reset-password';
import { markPasswordReset } from '../../features/password/utils/reset-flag';
import { PublicCard } from '../layout/public-card';

const resetRoute = getRouteApi('/new-password');
const inviteRoute = getRouteApi('/user-invite-email');

/**
 * Spec 1 §2: success signs the user in and goes home. A full load, so that nothing of an earlier
 * session in this browser (cache, real-time connection) survives.
 */
function goHome() {
  markPasswordReset();
  window.location.assign('/');
}

export function NewPasswordPage() {
  const { token, email } = resetRoute.useSearch();
  return (
    <PublicCard
      title="Choose a new password"
      subtitle="The new password replaces the old one on every device."
    >
      <ResetPassword token={token} email={email} onSuccess={goHome} />
    </PublicCard>
  );
}

export function UserInvitePage() {
  const { token, invitedBy } = inviteRoute.useSearch();
  return (
    <PublicCard title="Welcome to SiteWatch" subtitle="Choose a password to finish setting up your account.">
      <InvitePassword token={token} invitedBy={invitedBy} onSuccess={goHome} />
    </PublicCard>
  );
}
