import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import type { CurrentUser } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { Brand } from '../../components/ui/brand';
import { NoticesIcon } from '../../components/ui/icons';
import { CurrentUserSummary } from '../../features/auth/components/current-user-summary';
import { DownloadsTracker } from '../../features/downloads/components/downloads-tracker';
import { WhatsNew } from '../../features/whats-new/components/whats-new';
import { isSimplyCheck } from '../../lib/app-mode';
import { DownloadsIndicator } from './downloads-indicator';
import { RealtimeStatus } from './realtime-status';
import { UserMenu } from './user-menu';

interface Props {
  user: CurrentUser;
  navOpen: boolean;
  onToggleNav: () => void;
}

/** Spec 1 §2 top bar: live status, downloads, What's New, notices, and the user with the organisation. */
export function AppHeader({ user, navOpen, onToggleNav }: Props) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
        />
        <Link to="/today" aria-label="SiteWatch home" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Brand compact />
        </Link>
      </Group>
      <Group gap={4} wrap="nowrap">
        <RealtimeStatus />
        <DownloadsTracker />
        <DownloadsIndicator />
        <WhatsNew timeZone={user.timeZone} />
        <Tooltip label="Open Source Notices">
          <ActionIcon
            component={Link}
            to="/license"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Open Source Notices"
          >
            <NoticesIcon />
          </ActionIcon>
        </Tooltip>
        {/* Inside SimplyCheck the host app owns the account menu (spec 1 §2). */}
        {isSimplyCheck() ? <CurrentUserSummary user={user} /> : <UserMenu user={user} />}
      </Group>
    </Group>
  );
}
