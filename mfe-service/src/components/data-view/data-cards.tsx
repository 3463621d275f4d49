import { Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import type { DataViewProps } from './types';
import { useT } from '../../i18n';

/** The phone list: one card a row, each column a labelled line, a compact pager under them. */
export function DataCards<T>(props: DataViewProps<T>) {
  const { label, rows, rowKey, columns, loading, emptyText, paging, cardTitle, cardExtra } = props;
  const t = useT();
  const lines = columns.filter((c) => !c.desktopOnly);
  return (
    <Spin spinning={Boolean(loading)}>
      <Flex vertical gap={12} role="list" aria-label={label}>
        {rows.length === 0 && !loading && <Empty description={emptyText ?? t('common.empty')} />}
        {rows.map((row) => (
          <Card
            key={rowKey(row)}
            size="small"
            role="listitem"
            aria-label={cardTitle(row)}
            title={cardTitle(row)}
            extra={cardExtra?.(row)}
          >
            {lines.map((c) => (
              <Flex key={c.key} gap={8} style={{ padding: '2px 0' }}>
                <Typography.Text type="secondary" style={{ flex: '0 0 6.5em' }}>
                  {c.title}
                </Typography.Text>
                <div style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>{c.render(row)}</div>
              </Flex>
            ))}
          </Card>
        ))}
        {paging && paging.total > paging.pageSize && (
          <Pagination
            simple
            align="center"
            current={paging.pageNum}
            pageSize={paging.pageSize}
            total={paging.total}
            onChange={paging.onChange}
          />
        )}
        {paging && (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('common.total', { total: paging.total })}
          </Typography.Text>
        )}
      </Flex>
    </Spin>
  );
}
