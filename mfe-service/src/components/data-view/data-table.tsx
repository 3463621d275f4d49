import { Table } from '@pest-portal/shared/antd/records';
import type { TableColumnsType, TableProps } from 'antd';
import { useMemo, type HTMLAttributes } from 'react';
import { columnWidth, ELLIPSIS_CELL } from '@pest-portal/shared';
import type { DataSort, DataViewProps } from './types';
import { useT } from '../../i18n';

type SortOrder = 'ascend' | 'descend' | null;

function orderOf(sort: DataSort | null | undefined, key: string | undefined): SortOrder {
  if (!sort || !key || sort.key !== key) return null;
  return sort.order === 'asc' ? 'ascend' : 'descend';
}

/**
 * The desktop list: an antd Table, sorted and paged on the server. Cells keep to one line,
 * long text ends in an ellipsis with the whole text on hover; a table wider than the page
 * scrolls inside its own box, never the page. DataView veils it while it loads.
 */
export function DataTable<T extends object>(props: DataViewProps<T>) {
  const { label, rows, rowKey, columns, loading, emptyText, paging, sort, onSortChange } = props;
  const t = useT();
  const tableColumns: TableColumnsType<T> = columns.map((c) => ({
    key: c.key,
    title: c.title,
    // Every column has a width (at least its header's, on one line), and the table lays
    // out fixed, so widths do not jump when a filter brings other rows.
    width: columnWidth(c.title, c.width),
    // Text cells: one line, ellipsis, the whole text as the cell's title (hover). Cells
    // holding controls (tags, links, stars) keep their own size.
    ellipsis: c.wrap ? false : ELLIPSIS_CELL.ellipsis,
    render: (_: unknown, row: T) => c.render(row),
    sorter: Boolean(c.sortKey && onSortChange),
    sortOrder: orderOf(sort, c.sortKey),
    // Server sorting goes one way then the other; "no sort" is the server's default order.
    sortDirections: ['ascend', 'descend', 'ascend'],
  }));
  const minWidth = tableColumns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);

  // A stable component: a new function each render would remount the <table> on every update.
  const components = useMemo(
    () => ({ table: (p: HTMLAttributes<HTMLTableElement>) => <table {...p} aria-label={label} /> }),
    [label],
  );

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !onSortChange) return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = columns.find((c) => c.key === one?.columnKey);
    if (!column?.sortKey || !one?.order) onSortChange(null);
    else onSortChange({ key: column.sortKey, order: one.order === 'ascend' ? 'asc' : 'desc' });
  };

  return (
    <Table<T>
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={rows}
      onChange={onChange}
      tableLayout="fixed"
      scroll={{ x: minWidth }}
      // antd puts no name on its <table>; browser tests and screen readers find it by this one.
      components={components}
      // DataView veils the table while it loads; no "empty" under the veil before the rows.
      locale={{ emptyText: loading ? ' ' : (emptyText ?? t('common.empty')) }}
      pagination={
        paging
          ? {
              current: paging.pageNum,
              pageSize: paging.pageSize,
              total: paging.total,
              showSizeChanger: false,
              showTotal: (total) => t('common.total', { total }),
              onChange: paging.onChange,
            }
          : false
      }
    />
  );
}
