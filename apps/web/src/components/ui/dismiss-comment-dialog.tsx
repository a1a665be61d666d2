import { lazy, Suspense, useState } from 'react';
import type { DismissCommentDialogProps } from './dismiss-comment-modal';

export type { DismissCommentDialogProps } from './dismiss-comment-modal';

// The modal (with its focus trap, scroll lock and text area) loads when a dismissal is first asked
// for: the lists that offer it (Today's above all) do not need it for their first load (issue 10).
const DismissCommentModal = lazy(() =>
  import('./dismiss-comment-modal').then((m) => ({ default: m.DismissCommentModal })),
);

/** 'Dismiss Notification' (spec 2 §2, C-098 … C-102); see DismissCommentModal. */
export function DismissCommentDialog(props: DismissCommentDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && props.subject !== null) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DismissCommentModal {...props} />
    </Suspense>
  );
}
