import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { PageLoader } from '../../components/ui/page-loader';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { SetupTabs } from '../../features/setup/components/setup-tabs';

/** Organisation 275: its administrators manage the installation's organisations. */
export const OPERATIONS_ORG_ID = 275;

/**
 * The setup application (the navigation's 'Setup', A-091/A-092): for administrators only; every
 * section is a page under /setup with the same title and tabs.
 */
export function SetupShell({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Setup · ${PRODUCT_NAME}`);
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  const admin = user.data?.effectiveRole === 'ADMIN';
  return (
    <Box p={{ base: 'sm', sm: 'lg' }} maw={1400}>
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            Setup
          </Title>
          <Text size="sm" c="dimmed">
            Sites, devices, rules and people of {user.data?.organizationTitle ?? 'your organisation'}
          </Text>
        </div>
        {admin ? (
          <>
            <SetupTabs operations={user.data?.organizationId === OPERATIONS_ORG_ID} />
            {children}
          </>
        ) : (
          <Alert color="gray" variant="light" title="Setup is for administrators">
            Ask an administrator of your organisation to add sites, devices, rules or people, or to give you
            the ADMIN role.
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
