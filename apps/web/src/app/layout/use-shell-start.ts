import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { equipmentGroupsQueryOptions } from '../../features/catalogue/api/get-equipment-groups';
import { equipmentTypesQueryOptions } from '../../features/catalogue/api/get-equipment-types';
import { consumePasswordResetFlag } from '../../features/password/utils/reset-flag';
import { startRealtime, stopRealtime } from '../../lib/realtime';

/**
 * What the signed-in app does once on arrival: load the equipment groups and types every filter needs
 * (spec 1 §4, after sign-in), open the real-time connections (the STOMP client, whose state shows in
 * the top bar, and the plain stream feeding the live store, B-019 … B-021), and greet a user who has
 * just set a password (the reset flag). Sign-out reloads the page, which closes both; leaving the
 * signed-in frame otherwise (a rejected token sends the user to sign-in) closes them too.
 */
export function useShellStart(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(equipmentGroupsQueryOptions);
    void queryClient.prefetchQuery(equipmentTypesQueryOptions);
    startRealtime();
    if (consumePasswordResetFlag()) {
      notifications.show({
        color: 'teal',
        title: 'Password set',
        message: 'Your new password is active and you are signed in.',
      });
    }
    return () => void stopRealtime();
  }, [queryClient]);
}
