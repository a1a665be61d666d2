import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Site } from '@sw/contracts';
import { formatNumber } from '@sw/domain';
import { useZonedFormat } from '../../../components/ui/zoned-time';
import { useSiteAstro } from '../api/get-site-astro';
import { useSiteWeather } from '../api/get-site-weather';
import { useNow } from '../hooks/use-now';
import { localTime } from '../utils/site-list';
import { siteDate } from '../utils/site-time';
import { SiteImage } from './site-image';
import { SiteStatusBadge } from './site-status-badge';

/**
 * The head of every site page: image, title, status, address, local time, latest weather (D-046:
 * °C and %) and today's sunrise and sunset (D-061: astro data is shown here).
 */
export function SiteHeader({ site, showWeather }: { site: Site; showWeather: boolean }) {
  const now = useNow();
  const mobile = useMediaQuery('(max-width: 48em)');
  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Group align="flex-start" gap={mobile ? 'sm' : 'lg'} wrap="wrap">
        <SiteImage
          images={site.images}
          title={site.title}
          size={mobile ? 'tiny' : 'small'}
          width={mobile ? 110 : 160}
        />
        <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz="h2">
              {site.title}
            </Title>
            <SiteStatusBadge status={site.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {site.address || '-'}
          </Text>
          <Group gap={mobile ? 'md' : 'lg'} wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
            <Fact label="Local time" value={`${localTime(site.timeZone, now)} (${site.timeZone})`} />
            <SunFacts site={site} now={now} />
            {showWeather && <WeatherFacts siteId={site.id} />}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

function SunFacts({ site, now }: { site: Site; now: Date }) {
  const astro = useSiteAstro(site.id, siteDate(site.timeZone, now));
  // The site's clock, its zone named where it is not the user's (issue 9 rule).
  const zoned = useZonedFormat();
  if (astro.isPending) return <Skeleton h={32} w={140} />;
  const day = astro.data?.days[0];
  if (!day) return null;
  if (day.polar) return <Fact label="Sun" value={day.polar === 'POLAR_DAY' ? 'Polar day' : 'Polar night'} />;
  return (
    <>
      <Fact label="Sunrise" value={zoned(day.sunrise, 'HH:mm')} />
      <Fact label="Sunset" value={zoned(day.sunset, 'HH:mm')} />
    </>
  );
}

function WeatherFacts({ siteId }: { siteId: number }) {
  const weather = useSiteWeather(siteId);
  if (weather.isPending) return <Skeleton h={32} w={160} />;
  // D-045/D-046: weather is an extra; a failure leaves it out rather than failing the page.
  if (weather.isError || !weather.data) return null;
  const w = weather.data;
  return (
    <Group gap="md" wrap="wrap" aria-label="Latest weather" title={`Weather at ${w.timestamp}`}>
      <Fact label="Outside" value={`${formatNumber(w.temperature, 1)} °C`} />
      <Fact label="Feels like" value={`${formatNumber(w.windchill, 1)} °C`} />
      <Fact label="Humidity" value={`${formatNumber(w.humidity, 0)} %`} />
    </Group>
  );
}
