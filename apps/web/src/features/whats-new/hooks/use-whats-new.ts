import { useEffect, useReducer, useState } from 'react';
import { getToken } from '../../../lib/session';
import { sessionStore } from '../../../lib/storage';
import { useReleases } from '../api/get-releases';
import { useReleaseVisits, useVisitReleases } from '../api/visit-release';
import { featureStatusReducer } from '../utils/feature-status';
import { hasUnseenNotPutOff, readLater, rememberLater } from '../utils/later-memory';
import { withVisits } from '../utils/release-visits';

/** Spec 1 §4: the popup appears this long after an update is flagged. */
export const WHATS_NEW_DELAY_MS = 2000;

/** The What's New state: releases, the feature status, and the popup it drives. */
export function useWhatsNew() {
  const releases = useReleases();
  const [status, dispatch] = useReducer(featureStatusReducer, 'NO_UPDATE');
  const [open, setOpen] = useState(false);
  const list = releases.data ?? [];
  // while the popup shows the releases, each one's visit state is read (GET
  // /api/release/visit/{id}), so that one seen elsewhere since the list loaded is not marked New.
  const visits = useReleaseVisits(
    list.map((r) => r.id),
    open,
  );
  const shown = withVisits(
    list,
    visits.map((v) => ({ visit: v.data, readAt: v.dataUpdatedAt })),
    releases.dataUpdatedAt,
  );
  const unseen = shown.filter((r) => r.isNew).map((r) => r.id);
  const hasNew = unseen.length > 0;
  // 'Later' holds across reloads of the tab (issue 9): releases put off do not bring the popup back.
  const popupDue = hasUnseenNotPutOff(unseen, readLater(sessionStore, getToken()));

  useEffect(() => {
    if (releases.data) dispatch({ type: 'FETCHED', hasNew: popupDue });
  }, [releases.data, popupDue]);

  useEffect(() => {
    if (status !== 'HAS_UPDATE') return;
    const timer = window.setTimeout(() => setOpen(true), WHATS_NEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const visit = useVisitReleases({ onSuccess: () => dispatch({ type: 'VIEWED' }) });

  return {
    releases: shown,
    status,
    open,
    hasNew,
    show: () => setOpen(true),
    dismiss: () => {
      setOpen(false);
      rememberLater(sessionStore, getToken(), unseen);
      dispatch({ type: 'DISMISSED' });
    },
    markSeen: () => {
      setOpen(false);
      if (hasNew) visit.mutate(unseen);
    },
  };
}
