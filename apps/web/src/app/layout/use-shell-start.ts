import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { equipmentGroupsQueryOptions } from '../../features/catalogue/api/get-equipment-groups';
import { equipmentTypesQueryOptions } from '../../features/catalogue/api/get-equipment-types';
import { consumePasswordResetFlag } from '../../features/password/utils/reset-flag';
import { getRealtimeClient } from '../../lib/realtime';

/**
 * What the signed-in app does once on arrival: load the equipment groups and types every filter needs
 * (spec 1 §4, after sign-in), open the real-time connection (its state shows in the top bar), and greet
 * a user who has just set a password (the reset flag). Sign-out reloads the page, which closes it.
 */
export function useShellStart(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(equipmentGroupsQueryOptions);
    void queryClient.prefetchQuery(equipmentTypesQueryOptions);
    getRealtimeClient().start();
    if (consumePasswordResetFlag()) {
      notifications.show({
        color: 'teal',
        title: 'Password set',
        message: 'Your new password is active and you are signed in.',
      });
    }
  }, [queryClient]);
}
