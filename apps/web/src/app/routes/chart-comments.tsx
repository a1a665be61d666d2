import { useMemo } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import type { ChartComment, CommentsAdapter, CommentTarget, PickedCommentPoint } from '../../features/charts';
import { useResourceComments } from '../../features/comments/api/get-resource-comments';
import { AddCommentPanel } from '../../features/comments/components/add-comment-panel';
import { CommentModeButton } from '../../features/comments/components/comment-mode-button';
import { canComment } from '../../features/comments/utils/comment-form';

/** The comments on a chart's resource within its window, as markers (G-075, G-076). */
function useChartComments(
  target: CommentTarget | null,
  window: { from: number; to: number },
): ChartComment[] {
  const range = useMemo(
    () => ({ from: new Date(window.from), to: new Date(window.to) }),
    [window.from, window.to],
  );
  const comments = useResourceComments(
    target ? { resourceId: target.resourceId, resourceType: target.resourceType, range } : null,
  );
  return useMemo(
    () =>
      (comments.data ?? []).flatMap((c) => {
        const t = Date.parse(c.from ?? c.createdAt);
        const value = c.value === null ? null : Number(c.value);
        if (!Number.isFinite(t)) return [];
        return [
          {
            id: c.id,
            t,
            value: value !== null && Number.isFinite(value) ? value : null,
            text: c.comment,
            author: c.username,
            type: c.commentType,
          },
        ];
      }),
    [comments.data],
  );
}

function Panel({
  point,
  timeZone,
  onClose,
}: {
  point: PickedCommentPoint | null;
  timeZone: string;
  onClose: () => void;
}) {
  const user = useCurrentUser();
  const author = user.data ? `${user.data.firstName} ${user.data.lastName}`.trim() : '';
  return <AddCommentPanel point={point} author={author} timeZone={timeZone} onClose={onClose} />;
}

/**
 * The comments feature wired into the charts feature (features never import each other, pages
 * combine them): pass it to any chart of features/charts.
 */
export const chartComments: CommentsAdapter = {
  useMayComment: () => canComment(useCurrentUser().data),
  useComments: useChartComments,
  Button: CommentModeButton,
  Panel,
};
