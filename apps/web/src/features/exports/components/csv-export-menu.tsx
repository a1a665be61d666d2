import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { icon } from '../../../components/ui/icons';
import { type CsvCell, downloadCsv, toCsv } from '../utils/csv';

export interface CsvExport {
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/**
 * H-024/H-025: a chart's export menu with 'Generate Raw Data (CSV)'. The time-series service has no
 * CSV call, so the file is written in the browser from the readings the chart has loaded (the
 * sensors and range on screen); nothing is downloaded while the data is still loading.
 */
const DownloadIcon = icon(['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 11l5 5l5 -5', 'M12 4l0 12']);

export function CsvExportMenu({
  build,
  disabled = false,
}: {
  build: () => CsvExport | null;
  disabled?: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Tooltip label="Export">
          <ActionIcon variant="subtle" color="gray" aria-label="Export menu" disabled={disabled}>
            <DownloadIcon size={18} stroke={2} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => {
            const file = build();
            if (file) downloadCsv(file.fileName, toCsv(file.header, file.rows));
          }}
        >
          Generate Raw Data (CSV)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
