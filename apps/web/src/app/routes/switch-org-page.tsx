import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { SwitchOrganizationForm } from '../../features/organization/components/switch-organization-form';
import { hasToken } from '../../lib/session';
import { PublicCard } from '../layout/public-card';

const publicRoute = getRouteApi('/switch-org');
/** The page's name as spec 1 §2 gives it. */
const SWITCH_ORG_TITLE = 'Switch Org';
const signedInRoute = getRouteApi('/signed-in/org-switch');

/**
 * The hidden Switch Org page (spec 1 §2, A-013): signed in, Search switches at once; signed out it
 * sends the visitor through sign-in and back here with the id filled in. The server decides who may
 * enter which organisation; the page itself grants nothing.
 */
export function SwitchOrgPage() {
  const { organizationId } = publicRoute.useSearch();
  const navigate = useNavigate();
  const signedIn = hasToken();
  return (
    <PublicCard title={SWITCH_ORG_TITLE} subtitle="Enter the id of the organisation to open.">
      <SwitchOrganizationForm
        initialId={organizationId}
        onSignInNeeded={
          signedIn
            ? undefined
            : (id) => void navigate({ to: '/login', search: { next: `/switch-org?organizationId=${id}` } })
        }
      />
    </PublicCard>
  );
}

/** /org-switch inside the signed-in frame. */
export function OrgSwitchPage() {
  useDocumentTitle(`${SWITCH_ORG_TITLE} · ${PRODUCT_NAME}`);
  const { organizationId } = signedInRoute.useSearch();
  return (
    <Stack gap="lg" maw={520}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {SWITCH_ORG_TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          Open another organisation you have access to. The app restarts in the organisation you choose.
        </Text>
      </Stack>
      <SwitchOrganizationForm initialId={organizationId} />
    </Stack>
  );
}
