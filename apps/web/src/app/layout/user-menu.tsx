import { Box, Menu, UnstyledButton } from '@mantine/core';
import type { CurrentUser } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { ChevronDownIcon, DownloadIcon, KeyIcon, LogoutIcon, UserIcon } from '../../components/ui/icons';
import { CurrentUserSummary } from '../../features/auth/components/current-user-summary';
import { signOut } from '../../features/auth/utils/sign-out';

/** Spec 1 §2 user menu: My Downloads, Change Password and Logout (with the profile above them). */
export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" radius="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label="User menu"
          px={6}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-md)', display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <CurrentUserSummary user={user} />
          <Box visibleFrom="xs" display="flex">
            <ChevronDownIcon size={16} />
          </Box>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<UserIcon size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/my-downloads" leftSection={<DownloadIcon size={16} />}>
          My Downloads
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/change-password" leftSection={<KeyIcon size={16} />}>
          Change Password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogoutIcon size={16} />} onClick={signOut}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
