import { Anchor, Container, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { Brand, PRODUCT_NAME } from '../../components/ui/brand';
import { LicenceNotice } from '../../features/licence/components/licence-notice';
import { hasToken } from '../../lib/session';

/** /license inside the signed-in frame. */
export function LicencePage() {
  useDocumentTitle(`Open Source Notices · ${PRODUCT_NAME}`);
  return <LicenceNotice />;
}

/** /public/license: reachable signed out (spec 1 §2). */
export function PublicLicencePage() {
  useDocumentTitle(`Open Source Notices · ${PRODUCT_NAME}`);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Brand />
          <Anchor component={Link} to={hasToken() ? '/' : '/login'} size="sm">
            {hasToken() ? 'Back to SiteWatch' : 'Sign in'}
          </Anchor>
        </Group>
        <LicenceNotice />
      </Stack>
    </Container>
  );
}
