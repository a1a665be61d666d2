import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

/**
 * The body of an overview table tile in each of its states: the error with a retry, loading, the
 * empty state, or the table (scrolling sideways below `minWidth`, dimmed while new filters load).
 */
export function TileTable({
  label,
  error,
  onRetry,
  loading,
  empty,
  dimmed,
  minWidth,
  children,
}: {
  label: string;
  error: Error | null;
  onRetry: () => void;
  loading: boolean;
  empty: boolean;
  dimmed: boolean;
  minWidth: number;
  children: ReactNode;
}) {
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (loading) return <ChartLoading height={200} />;
  if (empty) return <EmptyState compact />;
  return (
    <ResponsiveTable minWidth={minWidth}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        aria-label={label}
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        {children}
      </Table>
    </ResponsiveTable>
  );
}
