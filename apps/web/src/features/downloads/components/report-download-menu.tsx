import { Button, Menu } from '@mantine/core';
import type { ReportCall } from '@sw/contracts';

const ITEMS: { label: string; call: ReportCall }[] = [
  { label: 'PDF', call: { call: 'toPdf' } },
  { label: 'Excel', call: { call: 'toReport', reportType: 'EXCEL_REPORT' } },
  { label: 'CSV', call: { call: 'toReport', reportType: 'CSV_REPORT' } },
];

/** A page's 'Download' menu: the report worker makes the file in the chosen format (spec 3 §7). */
export function ReportDownloadMenu({
  disabled,
  pending,
  onPick,
  label = 'Download',
}: {
  disabled: boolean;
  pending: boolean;
  onPick: (call: ReportCall) => void;
  label?: string;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" disabled={disabled} loading={pending}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ITEMS.map((item) => (
          <Menu.Item key={item.label} onClick={() => onPick(item.call)}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
