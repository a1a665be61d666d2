import { Button, Group, Modal, Text } from '@mantine/core';
import { formatDate } from '@sw/domain';
import { useEffect, useState } from 'react';
import { sessionStore } from '../../../lib/storage';
import { PASSWORD_ENFORCE_DATE, PASSWORD_POPUP_DELAY_MS } from '../utils/password-enforcement';

const DISMISSED_KEY = 'passwordPromptDismissed';

/**
 * The new-password popup of spec 1 §4: 2 s after load, unless dismissed once in this browser session
 * . It explains the change-password screen behind it, which stays until the password changes.
 */
export function ForcedPasswordPrompt() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (sessionStore.get(DISMISSED_KEY)) return;
    const timer = window.setTimeout(() => setOpen(true), PASSWORD_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const dismiss = () => {
    sessionStore.set(DISMISSED_KEY, '1');
    setOpen(false);
  };
  return (
    <Modal opened={open} onClose={dismiss} title="Time to update your password" centered radius="md">
      <Text size="sm">
        Passwords set before {formatDate(`${PASSWORD_ENFORCE_DATE}T00:00:00Z`, 'UTC')} must be changed. Choose
        a new password to continue using SiteWatch.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={dismiss}>Change my password</Button>
      </Group>
    </Modal>
  );
}
