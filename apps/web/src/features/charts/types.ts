import type { TimeWindow } from '@sw/domain';
import type { ComponentType } from 'react';

/** What a chart's comments are attached to (one resource: G-062). */
export interface CommentTarget {
  resourceId: number;
  resourceType: 'SITE' | 'EQUIPMENT' | 'SENSOR' | 'THERMOSTAT' | 'ENERGY_METER';
  siteId: number;
  /** What the chart calls the resource, shown in the add-comment panel. */
  resourceTitle: string;
  unit: string;
  /** What the values measure, e.g. 'TEMPERATURE'. */
  valueType: string;
}

/** A saved comment as the chart draws it: a marker at (t, value) that opens its text. */
export interface ChartComment {
  id: number;
  t: number;
  /** Null: the comment has no value, so its marker sits on the line at t. */
  value: number | null;
  text: string;
  author: string;
  type: string;
}

/** A data point picked in comment mode, shaped like the comments feature's CommentPoint. */
export interface PickedCommentPoint {
  resourceId: number;
  resourceType: CommentTarget['resourceType'];
  siteId: number;
  resourceTitle: string;
  at: Date;
  value: number;
  unit: string;
  valueType: string;
  currentAmps?: number | null;
}

/**
 * The comments a chart uses, given by the page (features never import each other: the app layer's
 * chart-comments.tsx wires the comments feature in). `useComments` and `useMayComment` are hooks: an
 * adapter is one constant object, so they are called in the same order on every render.
 */
export interface CommentsAdapter {
  useMayComment(): boolean;
  useComments(target: CommentTarget | null, window: TimeWindow): ChartComment[];
  Button: ComponentType<{ active: boolean; disabled?: boolean; onToggle: () => void }>;
  Panel: ComponentType<{ point: PickedCommentPoint | null; timeZone: string; onClose: () => void }>;
}

/** Charts without comments (a page that does not offer them). */
export const NO_COMMENTS: CommentsAdapter = {
  useMayComment: () => false,
  useComments: () => [],
  Button: () => null,
  Panel: () => null,
};
