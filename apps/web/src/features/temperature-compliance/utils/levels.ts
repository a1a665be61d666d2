import type { ComplianceLevelName, ExcursionExplanation } from '@sw/contracts/constants';

// F-020 (decision): the compliance levels of an hour, their colours and marks. Fills are told apart by
// lightness as well as hue, and every problem level carries a mark in a colour with at least 4.5:1
// contrast on its fill, so colour is never the only cue (and the cells name their level to screen
// readers).

export interface LevelStyle {
  label: string;
  /** What the level means, for the legend and the cell's title. */
  meaning: string;
  fill: string;
  /** The mark drawn in the cell ('' for none) and its colour. */
  mark: string;
  ink: string;
}

export const LEVEL_STYLES: Record<ComplianceLevelName, LevelStyle> = {
  Compliant: {
    label: 'Compliant',
    meaning: 'hourly average within the range',
    fill: 'var(--mantine-color-teal-2)',
    mark: '',
    ink: 'var(--mantine-color-dark-7)',
  },
  AboveRange: {
    label: 'Above range',
    meaning: 'hourly average above the maximum',
    fill: 'var(--mantine-color-red-8)',
    mark: '▲',
    ink: '#ffffff',
  },
  BelowRange: {
    label: 'Below range',
    meaning: 'hourly average below the minimum',
    fill: 'var(--mantine-color-indigo-7)',
    mark: '▼',
    ink: '#ffffff',
  },
  Defrost: {
    label: 'Defrost (excused)',
    meaning: 'above the maximum only during a detected defrost cycle; not counted',
    fill: 'var(--mantine-color-cyan-3)',
    mark: '❄',
    ink: 'var(--mantine-color-dark-7)',
  },
  NoData: {
    label: 'No data',
    meaning: 'no reading in this hour; not counted',
    fill: 'var(--mantine-color-gray-1)',
    mark: '',
    ink: 'var(--mantine-color-gray-7)',
  },
};

/** The legend's order: what is counted, what is excused, what is missing. */
export const LEGEND_ORDER: ComplianceLevelName[] = [
  'Compliant',
  'AboveRange',
  'BelowRange',
  'Defrost',
  'NoData',
];

/** A defrost cycle ran in an hour whose average stayed compliant: a small mark on the teal fill. */
export const DEFROST_CYCLE_MARK = '❄';

/** Badge colours of the excursion explanations (Mantine light variants: dark text on a pale fill). */
export const EXPLANATION_COLORS: Record<ExcursionExplanation, string> = {
  DEFROST: 'cyan',
  DOOR_OPEN: 'orange',
  EQUIPMENT_FAULT: 'red',
  UNEXPLAINED: 'gray',
};
