import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (with its transitions and styles) loads the first time there is a toast to
// show: no page's first load needs it (issue 10). The store behind notifications.show() is tiny and
// keeps what was shown until the container arrives.
const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.Notifications })),
);

export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
