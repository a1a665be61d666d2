// The toast container on its own, so that it becomes a chunk of its own (see notifications-host.tsx).
export { Notifications } from '@mantine/notifications';
