import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { SparkleIcon } from '../../../components/ui/icons';
import { useWhatsNew } from '../hooks/use-whats-new';
import { WhatsNewModal } from './whats-new-modal';

/** The top bar's What's New entry: a button (marked while something is unseen) and its popup. */
export function WhatsNew({ timeZone }: { timeZone: string }) {
  const whatsNew = useWhatsNew();
  return (
    <>
      <Tooltip label="What's New">
        <Indicator
          disabled={!whatsNew.hasNew}
          size={9}
          offset={6}
          color="red"
          processing={whatsNew.status === 'HAS_UPDATE'}
        >
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="What's New" onClick={whatsNew.show}>
            <SparkleIcon />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <WhatsNewModal
        opened={whatsNew.open}
        releases={whatsNew.releases}
        timeZone={timeZone}
        onDismiss={whatsNew.dismiss}
        onSeen={whatsNew.markSeen}
      />
    </>
  );
}
