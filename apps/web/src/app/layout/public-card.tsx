import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand, PRODUCT_NAME } from '../../components/ui/brand';

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider for long content (the notices). */
  width?: number;
}

/** The frame of the signed-out pages: the mark, one card, and the notices link at the foot. */
export function PublicCard({ title, subtitle, children, width = 420 }: Props) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={width} gap="lg" py="xl">
        <Center>
          <Brand size="lg" />
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p="xl">
          <Stack gap={4} mb="lg">
            <Title order={1} fz="h3">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        <Group justify="center">
          <Anchor component={Link} to="/public/license" size="xs" c="dimmed">
            Open Source Notices
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
