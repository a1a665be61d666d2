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

function InviteCard({ token, invitedBy }: { token: string | undefined; invitedBy: string | undefined }) {
  return (
    <PublicCard title="Welcome to SiteWatch" subtitle="Choose a password to finish setting up your account.">
      <InvitePassword token={token} invitedBy={invitedBy} onSuccess={goHome} />
    </PublicCard>
  );
}

/**
 * /new-password and /user-invite-email are the same screen (spec 1 §2). A /new-password link that
 * names an inviter but no email is an invitation: its token is checked on load like one, and a dead
 * link names the inviter. A reset link (token and email) that also names an inviter shows the
 * inviter's reply-to address when its token is refused.
 */
export function NewPasswordPage() {
  const { token, email, invitedBy } = resetRoute.useSearch();
  if (invitedBy !== undefined && email === undefined)
    return <InviteCard token={token} invitedBy={invitedBy} />;
  return (
    <PublicCard
      title="Choose a new password"
      subtitle="The new password replaces the old one on every device."
    >
      <ResetPassword token={token} email={email} invitedBy={invitedBy} onSuccess={goHome} />
    </PublicCard>
  );
}

export function UserInvitePage() {
  const { token, invitedBy } = inviteRoute.useSearch();
  return <InviteCard token={token} invitedBy={invitedBy} />;
}
