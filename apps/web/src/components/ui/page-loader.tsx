import { Center, Loader } from '@mantine/core';

/** Full-height centred spinner for whole-page waits (app start, lazy pages). */
export function PageLoader() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
