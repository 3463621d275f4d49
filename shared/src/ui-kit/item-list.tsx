import type { Key, ReactNode } from 'react';
import { Flex, Spin, Typography } from '@pest-portal/shared/antd';
import { Pagination } from '@pest-portal/shared/antd/data';

/**
 * The theme's hairline. Its variable is declared on antd's components, which hold every list
 * here (a card, a drawer); antd's own value where none does.
 */
const SPLIT = '1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06))';

/** Which page of a longer list is shown, and how to show another. */
export interface ItemListPage {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

export interface ItemListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label?: string;
  loading?: boolean;
  /** Said when there is nothing to list and nothing is loading. */
  empty?: ReactNode;
  /** Page controls under the list, drawn when there is more than one page. */
  page?: ItemListPage;
  /** Tighter rows (a list inside a card or beside other lists). */
  size?: 'small' | 'default';
}

/**
 * A plain list of rows parted by hairlines, with a spinner while it loads, a sentence when
 * it is empty and page controls when it runs over a page. In place of antd's List, which
 * antd 6 deprecates (a warning on every render) and whose successor is another component;
 * the sections' record and area lists need no more than this. A real list (ul, li) under
 * its name, where antd's put the name on a div.
 */
export function ItemList<T>({
  items,
  itemKey,
  renderItem,
  label,
  loading = false,
  empty,
  page,
  size = 'default',
}: ItemListProps<T>) {
  const rowPadding = size === 'small' ? '8px 0' : '12px 0';
  return (
    <Spin spinning={loading}>
      {items.length > 0 ? (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, i) => (
            // Hairlines between rows only, as antd's List drew them: the card's edge ends the last.
            <li
              key={itemKey(item)}
              style={{
                padding: rowPadding,
                borderBlockEnd: i < items.length - 1 ? SPLIT : undefined,
              }}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : (
        // While loading, the spinner's room: the sentence would say "none" too soon.
        <div style={{ minHeight: 64, padding: '16px 0', textAlign: 'center' }}>
          {!loading && empty !== undefined && (
            <Typography.Text type="secondary">{empty}</Typography.Text>
          )}
        </div>
      )}
      {page && page.total > page.pageSize && (
        <Pagination
          size="small"
          align="end"
          style={{ marginTop: 12 }}
          current={page.current}
          pageSize={page.pageSize}
          total={page.total}
          showSizeChanger={false}
          onChange={page.onChange}
        />
      )}
    </Spin>
  );
}

/**
 * One row of an ItemList: a title over a line of detail, and what the row leads to at its
 * end (a link), kept on the row's line however long the title is.
 */
export function ItemRow({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={12}>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text>{title}</Typography.Text>
        {description !== undefined && (
          <Typography.Text type="secondary">{description}</Typography.Text>
        )}
      </Flex>
      {action !== undefined && <div style={{ flex: 'none' }}>{action}</div>}
    </Flex>
  );
}
