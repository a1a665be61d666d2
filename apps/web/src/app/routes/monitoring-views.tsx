import { Group, SegmentedControl, UnstyledButton } from '@mantine/core';
import type { TimeWindow } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import classes from '../../components/ui/link-tabs.module.css';

const DAY = 86_400_000;

/** The periods a monitoring view offers (spec leaves them open: docs/decisions.md, Charts). */
export const MONITORING_PERIODS = [
  { value: '1', label: '24 hours' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
] as const;

/** The chosen period as a window ending now; made once per choice, so charts keep their data. */
export function useMonitoringWindow(): { window: TimeWindow; days: string; setDays: (d: string) => void } {
  const make = (days: string) => {
    const to = Date.now();
    return { days, window: { from: to - Number(days) * DAY, to } };
  };
  const [state, setState] = useState(() => make('1'));
  return { ...state, setDays: (d) => setState(make(d)) };
}

export function PeriodControl({ days, setDays }: { days: string; setDays: (d: string) => void }) {
  return (
    <SegmentedControl
      aria-label="Period"
      data={MONITORING_PERIODS.map((p) => ({ value: p.value, label: p.label }))}
      value={days}
      onChange={setDays}
      size="xs"
    />
  );
}

export interface ViewLink {
  view: string;
  label: string;
  to: string;
}

/** The monitoring views of one equipment or site as link tabs (each view is a page of its own). */
export function MonitoringViewTabs({ views, active }: { views: readonly ViewLink[]; active: string }) {
  return (
    <nav aria-label="Monitoring views">
      <Group gap={0} className={classes.bar}>
        {views.map((v) => (
          <UnstyledButton
            key={v.view}
            component={Link}
            to={v.to}
            className={classes.tab}
            data-active={v.view === active || undefined}
            aria-current={v.view === active ? 'page' : undefined}
          >
            {v.label}
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
