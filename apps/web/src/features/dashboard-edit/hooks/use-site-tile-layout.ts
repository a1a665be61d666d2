import { notifications } from '@mantine/notifications';
import type { CurrentUser, Dashboard } from '@sw/contracts';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createDashboard, getFreshUser, updateDashboard } from '../api/save-dashboard';
import {
  activeProfile,
  applyTileChange,
  hiddenTiles,
  NEW_PROFILE_TITLE,
  type TileChange,
  withProfile,
} from '../utils/tile-layout';

// The current user's query key (features do not import each other: named here). Its
// dashboardProfiles are where the removed tiles live, and they are kept in step after each save.
const CURRENT_USER_KEY = ['auth', 'user'] as const;
const TILE_CHANGE_KEY = ['dashboard-edit', 'tile-change'] as const;

/**
 * Saves one change into the user's dashboard profile: the active one, or a new default profile on
 * their first edit. The config is computed from the profile read just before the call, so changes
 * made in quick succession (run one after another, see `scope`) or in another tab build on each other.
 */
async function saveTileChange(user: CurrentUser, change: TileChange): Promise<Dashboard> {
  const profile = activeProfile(user.dashboardProfiles);
  if (!profile) {
    return createDashboard(user.id, {
      title: NEW_PROFILE_TITLE,
      config: applyTileChange({}, change),
      isDefault: true,
    });
  }
  return updateDashboard(user.id, { id: profile.id, config: applyTileChange(profile.config, change) });
}

/**
 * C-027/A-071: the tiles this user removed from one site's dashboard, and the calls to remove and
 * restore them. A change shows at once (pending changes are laid over the saved profile); a failed
 * save drops it again, so the tile comes back, and says so.
 */
export function useSiteTileLayout(user: CurrentUser | undefined, siteId: number) {
  const queryClient = useQueryClient();
  const pending = useMutationState({
    filters: { mutationKey: TILE_CHANGE_KEY, status: 'pending' },
    select: (m) => m.state.variables as TileChange,
  });
  const mutation = useMutation({
    mutationKey: TILE_CHANGE_KEY,
    // One save at a time for the whole profile: each builds on the one before.
    scope: { id: 'dashboard-profile' },
    mutationFn: async (change: TileChange) => {
      if (!user) throw new Error('Your profile has not loaded yet; try again in a moment.');
      // The profile as the server has it now (another tab may have changed it since this one loaded).
      const current = await getFreshUser();
      const saved = await saveTileChange(current, change);
      // A refetch started before the save would bring the old profile back over this one.
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      // Into the cache before the change stops being pending, so the tile never flickers back.
      queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (u) =>
        u ? { ...u, dashboardProfiles: withProfile(u.dashboardProfiles, saved) } : u,
      );
      return saved;
    },
    onError: (error, change) => {
      notifications.show({
        color: 'red',
        // The change is undone on screen at once (it is no longer pending): the title says so.
        title:
          'hide' in change ? 'Could not remove the tile: it is shown again' : 'Could not restore the tiles',
        message: error.message,
      });
      // The profile may have changed elsewhere (another tab, deleted): read it again.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });

  const savedConfig = user ? activeProfile(user.dashboardProfiles)?.config : undefined;
  const hidden = useMemo(() => {
    const config = pending.reduce(applyTileChange, savedConfig ?? {});
    return new Set(hiddenTiles(config, siteId));
  }, [pending, savedConfig, siteId]);

  return {
    hidden,
    /** False until the profile is known: nothing to edit against yet. */
    ready: user !== undefined,
    saving: pending.length > 0,
    hide: (tile: string) => mutation.mutate({ siteId, hide: tile }),
    restore: (tiles: readonly string[] | 'all') => mutation.mutate({ siteId, restore: tiles }),
  };
}
