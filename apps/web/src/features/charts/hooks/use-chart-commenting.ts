import type { TimeWindow } from '@sw/domain';
import { useState } from 'react';
import type { ChartComment, CommentsAdapter, CommentTarget, PickedCommentPoint } from '../types';

export interface ChartCommenting {
  adapter: CommentsAdapter;
  mayComment: boolean;
  /** One resource is shown, so a comment can be placed (G-062). */
  commentable: boolean;
  mode: boolean;
  toggle: () => void;
  comments: ChartComment[];
  /** Comment mode: the point clicked opens the panel (G-061). */
  pick: (t: number, value: number) => void;
  point: PickedCommentPoint | null;
  closePanel: () => void;
  opened: ChartComment | null;
  open: (c: ChartComment | null) => void;
}

/**
 * A chart's comment state: comment mode, the picked point and the comment opened from a marker.
 * `target` is null while the chart shows several resources (or none): comments need one (G-062).
 * `visible` false hides the markers (the thermostat chart's 'Show Comments').
 */
export function useChartCommenting(
  adapter: CommentsAdapter,
  target: CommentTarget | null,
  window: TimeWindow,
  visible = true,
): ChartCommenting {
  const mayComment = adapter.useMayComment();
  const saved = adapter.useComments(target, window);
  const [mode, setMode] = useState(false);
  const [point, setPoint] = useState<PickedCommentPoint | null>(null);
  const [opened, open] = useState<ChartComment | null>(null);
  const commentable = target !== null;
  const active = mode && commentable && mayComment;
  return {
    adapter,
    mayComment,
    commentable,
    mode: active,
    toggle: () => {
      setMode((m) => !m);
      setPoint(null);
    },
    comments: visible ? saved.filter((c) => c.t >= window.from && c.t <= window.to) : [],
    pick: (t, value) => {
      if (!active || !target) return;
      setPoint({ ...target, at: new Date(t), value, currentAmps: null });
    },
    point,
    // Comment mode ends with the panel (Save or Cancel), as on the site charts (G-076 web side).
    closePanel: () => {
      setPoint(null);
      setMode(false);
    },
    opened,
    open,
  };
}
