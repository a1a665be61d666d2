import { Button } from '@mantine/core';
import { signOut } from '../utils/sign-out';

export function SignOutButton() {
  return (
    <Button variant="default" size="sm" onClick={signOut}>
      Sign out
    </Button>
  );
}
