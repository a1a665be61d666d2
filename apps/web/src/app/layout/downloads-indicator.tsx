import { ActionIcon, Indicator, Loader, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DownloadIcon } from '../../components/ui/icons';
import { useDownloadsStatus } from '../../lib/downloads-status';

/**
 * Spec 1 §2: a download-progress icon and the count of finished report files. Nothing shows while
 * nothing is generating and no finished file waits (the reports issue feeds the counts).
 */
export function DownloadsIndicator() {
  const { generating, finished } = useDownloadsStatus();
  if (generating === 0 && finished === 0) return null;
  const label = [
    generating > 0 ? `${generating} generating` : null,
    finished > 0 ? `${finished} ready to download` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Tooltip label={label}>
      <Indicator label={finished} disabled={finished === 0} size={16} offset={4} color="teal">
        <ActionIcon
          component={Link}
          to="/my-downloads"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Downloads: ${label}`}
        >
          {generating > 0 ? <Loader size={18} /> : <DownloadIcon />}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
