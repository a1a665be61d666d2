import { Box, Center, Image } from '@mantine/core';
import { useState } from 'react';
import { SERVICE_ROOTS } from '../../../lib/service-roots';
import { siteImageUrl } from '../utils/site-image-url';

export type SiteImageSize = 'tiny' | 'small' | 'medium';

/** D-029: placeholder icon sizes (the icon fills its box; the image box is as high). */
const PLACEHOLDER_SIZE: Record<SiteImageSize, number> = { tiny: 70, small: 90, medium: 140 };

/** D-028: the last image of the site, or a building placeholder when it has none (or it fails to load). */
export function SiteImage({
  images,
  title,
  size = 'small',
  width = '100%',
}: {
  images: readonly string[];
  title: string;
  size?: SiteImageSize;
  width?: number | string;
}) {
  const url = siteImageUrl(images, SERVICE_ROOTS.contentDelivery);
  const [failed, setFailed] = useState<string | null>(null);
  const height = PLACEHOLDER_SIZE[size];
  if (!url || failed === url) {
    return (
      <Center
        w={width}
        h={height}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        data-testid="site-image-placeholder"
      >
        <BuildingIcon size={height} />
      </Center>
    );
  }
  return (
    <Box w={width} h={height}>
      <Image
        src={url}
        alt={title}
        h={height}
        w="100%"
        fit="cover"
        radius="sm"
        loading="lazy"
        onError={() => setFailed(url)}
      />
    </Box>
  );
}

/** A 40 px thumbnail for list rows (the spec's sizes are for cards and popups). */
export function SiteThumb({ images, title }: { images: readonly string[]; title: string }) {
  const url = siteImageUrl(images, SERVICE_ROOTS.contentDelivery);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <Center w={40} h={40} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}>
        <BuildingIcon size={24} />
      </Center>
    );
  }
  return (
    <Image
      src={url}
      alt=""
      w={40}
      h={40}
      fit="cover"
      radius="sm"
      loading="lazy"
      onError={() => setFailed(url)}
      title={title}
    />
  );
}

function BuildingIcon({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="var(--mantine-color-gray-5)"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label="No site image"
    >
      <path d="M3 21h18" />
      <path d="M5 21v-14l8 -4v18" />
      <path d="M19 21v-10l-6 -4" />
      <path d="M9 9v.01M9 12v.01M9 15v.01M9 18v.01" />
    </svg>
  );
}
