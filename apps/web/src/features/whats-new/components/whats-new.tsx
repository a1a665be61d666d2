import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { SparkleIcon } from '../../../components/ui/icons';
import { useWhatsNew } from '../hooks/use-whats-new';

// The popup (a modal with its scroll area) loads when it first opens: no page's first load needs it.
const WhatsNewModal = lazy(() => import('./whats-new-modal').then((m) => ({ default: m.WhatsNewModal })));

/** The top bar's What's New entry: a button (marked while something is unseen) and its popup. */
export function WhatsNew({ timeZone }: { timeZone: string }) {
  const whatsNew = useWhatsNew();
  const [wanted, setWanted] = useState(false);
  if (!wanted && whatsNew.open) setWanted(true);
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
      {wanted && (
        <Suspense fallback={null}>
          <WhatsNewModal
            opened={whatsNew.open}
            releases={whatsNew.releases}
            timeZone={timeZone}
            onDismiss={whatsNew.dismiss}
            onSeen={whatsNew.markSeen}
          />
        </Suspense>
      )}
    </>
  );
}
