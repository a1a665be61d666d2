import { Paper, Tabs } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { GroupSection } from '../../features/setup/components/group-section';
import { SiteGroupSection } from '../../features/setup/components/site-group-section';
import { UserSection } from '../../features/setup/components/user-section';
import { SetupShell } from './setup-shell';

const TABS = [
  { value: 'users', label: 'Users' },
  { value: 'groups', label: 'Groups' },
  { value: 'site-groups', label: 'Site groups' },
] as const;

/** /setup/people: users (invite, roles, suspension), user groups and site groups, with their access. */
export function SetupPeoplePage() {
  const search = useSearch({ strict: false }) as { tab?: string };
  const navigate = useNavigate();
  const me = useCurrentUser();
  const tab = TABS.some((t) => t.value === search.tab) ? (search.tab as string) : 'users';

  return (
    <SetupShell title="People">
      <Tabs
        value={tab}
        onChange={(v) =>
          void navigate({
            to: '.',
            search: { tab: v && v !== 'users' ? v : undefined } as never,
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper withBorder radius="md" p="md" mt="md">
          <Tabs.Panel value="users">
            <UserSection currentUserId={me.data?.id} />
          </Tabs.Panel>
          <Tabs.Panel value="groups">
            <GroupSection />
          </Tabs.Panel>
          <Tabs.Panel value="site-groups">
            <SiteGroupSection />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </SetupShell>
  );
}
