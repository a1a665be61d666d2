import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRIORITY_COLORS,
  PRIORITY_NAMES,
  priorityColor,
  priorityName,
  SENTINEL_TYPE_LABELS,
} from './incident-labels';
import { displayPriority, INCOMING_PRIORITIES } from './priorities';

describe('incident labels (C-024, C-069, C-092)', () => {
  it('names and colours NORMAL as Low and HIGHEST as Critical', () => {
    expect(priorityName('NORMAL')).toBe('Low');
    expect(priorityName('HIGHEST')).toBe('Critical');
    expect(priorityColor('NORMAL')).toBe('blue');
    expect(priorityColor('MEDIUM')).toBe('yellow');
    expect(priorityColor('HIGH')).toBe('orange');
    expect(priorityColor('HIGHEST')).toBe('red');
  });

  it('gives every received label the name and colour of its display label', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INCOMING_PRIORITIES), (p) => {
        const d = displayPriority(p)!;
        expect(priorityName(p)).toBe(PRIORITY_NAMES[d]);
        expect(priorityColor(p)).toBe(PRIORITY_COLORS[d]);
      }),
    );
  });

  it('reads an unknown label as no name and grey', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(INCOMING_PRIORITIES as readonly string[]).includes(s)),
        (s) => {
          expect(priorityName(s)).toBe('');
          expect(priorityColor(s)).toBe('gray');
        },
      ),
    );
    expect(priorityColor(null)).toBe('gray');
  });

  it('gives each priority its own colour and each sentinel type its own name', () => {
    expect(new Set(Object.values(PRIORITY_COLORS)).size).toBe(4);
    expect(new Set(Object.values(SENTINEL_TYPE_LABELS)).size).toBe(Object.keys(SENTINEL_TYPE_LABELS).length);
  });
});
