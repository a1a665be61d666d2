import { Group, Pagination } from '@mantine/core';

/**
 * The pages of a list paged in the browser (page in the URL, C-089): hidden while one page holds
 * everything; every button named for assistive technology ('Page 2', 'next page').
 */
export function ListPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      />
    </Group>
  );
}
