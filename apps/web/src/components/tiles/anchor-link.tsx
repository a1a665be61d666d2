import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function MantineAnchor(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor {...props} />;
}

/** A Mantine anchor that is a typed router link (route params and search checked by the compiler). */
export const AnchorLink = createLink(MantineAnchor);
