import { Badge, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useMatches } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { HourglassIcon } from '../../components/ui/icons';
import { type NavSection, sectionOf } from '../layout/nav-model';

const SECTION_LABEL: Record<NavSection, string> = {
  today: 'Today',
  insights: 'Insights',
  notifications: 'Notifications',
  sites: 'Sites',
  equipment: 'Equipment',
  reports: 'Reports',
  account: 'Account',
};

const PARAM_LABEL: Record<string, string> = {
  siteId: 'Site',
  equipmentId: 'Equipment',
  equipmentGroupId: 'Equipment group',
  spaceId: 'Space',
  view: 'View',
  issues: 'Issues',
  _splat: 'Report',
  sites: 'Sites',
  siteGroups: 'Site groups',
  from: 'From',
  to: 'To',
  page: 'Page',
  rowLimit: 'Rows per page',
  source: 'Source',
  incidentId: 'Incident',
  notificationId: 'Notification',
  orgId: 'Organisation',
  prev: 'Back to',
};

/** The path parameters and URL filters of the page, as 'Label: value' chips. */
function contextOf(params: object, search: object): string[] {
  return [...Object.entries(params), ...Object.entries(search)]
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${PARAM_LABEL[k] ?? k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
}

/**
 * A page of the spec that a later issue builds: its title, what it will show, the filters of its
 * link, and a plain statement that it is not available yet. Never sample data.
 */
export function PlaceholderPage() {
  const match = useMatches({ select: (matches) => matches[matches.length - 1] });
  const page = match?.staticData.page;
  const title = page?.title ?? 'Page';
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  const context = match ? contextOf(match.params, match.search) : [];
  const section = sectionOf(match?.pathname ?? '/');

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        {SECTION_LABEL[section] !== title && (
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.06em' }}>
            {SECTION_LABEL[section]}
          </Text>
        )}
        <Title order={1} fz="h2">
          {title}
        </Title>
        {page && (
          <Text size="sm" c="dimmed">
            {page.purpose}
          </Text>
        )}
      </Stack>
      {context.length > 0 && (
        <Group gap="xs" aria-label="Filters">
          {context.map((c) => (
            <Badge key={c} variant="light" color="gray" radius="sm" tt="none" fw={500}>
              {c}
            </Badge>
          ))}
        </Group>
      )}
      <Paper withBorder radius="md" py={48} px="lg">
        <EmptyState
          icon={<HourglassIcon size={28} />}
          variant="light"
          title="This page is not available yet"
          description={`${title} is part of an upcoming release of ${PRODUCT_NAME}. Nothing is shown here until it can show your real data.`}
        >
          {section !== 'sites' && (
            <EmptyState.Actions>
              <Button component={Link} to="/sites" variant="light">
                Go to Sites
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Paper>
    </Stack>
  );
}
