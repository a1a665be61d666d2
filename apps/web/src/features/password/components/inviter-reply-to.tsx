import { Anchor } from '@mantine/core';
import { inviterAddress } from '../utils/invite-status';

/**
 * who to ask for a new link when it is dead: the inviter's address from `invitedBy` as a
 * reply-to (mailto) link, or the inviter in words when `invitedBy` is not an address.
 */
export function InviterReplyTo({ invitedBy }: { invitedBy: string | undefined }) {
  const inviter = inviterAddress(invitedBy);
  return inviter ? (
    <>
      Ask <Anchor href={`mailto:${inviter}`}>{inviter}</Anchor> to send you a new invitation.
    </>
  ) : (
    'Ask the person who invited you to send a new invitation.'
  );
}
