import { Card, Empty, Flex, Typography } from '@pest-portal/shared/antd';
import { Pagination } from '@pest-portal/shared/antd/data';
import { portalTheme } from '@pest-portal/shared';
import type { CSSProperties } from 'react';
import { Link, useNavigate } from '@pest-portal/shared/router';
import type { DataViewProps } from './types';
import { useT } from '../../i18n';

// A card's labelled lines are plain elements styled from the portal's theme, not antd's
// Flex and Typography: a page of cards is 60 lines, 120 antd components. Plain, the main
// thread's long frames while a filter is changed on a phone (8x) went from 1.05-1.23 s in
// all to 0.59-0.79 s (issue 13, INP; three runs each).
const LINE: CSSProperties = {
  display: 'flex',
  gap: 8,
  alignItems: 'baseline',
  padding: '2px 0',
};
const LINE_LABEL: CSSProperties = {
  flex: '0 0 5.5em',
  whiteSpace: 'nowrap',
  // The theme's secondary text (4.5:1 or more on white), as Typography's secondary was.
  color: portalTheme.token.colorTextDescription,
};
const LINE_VALUE: CSSProperties = { flex: 1, minWidth: 0, overflowWrap: 'anywhere' };

/**
 * The phone list: one card a row, each column a labelled line, a compact pager under them
 * (DataView veils it while it loads).
 * A card with somewhere to go opens with a tap anywhere on it; its title is the link (for
 * the keyboard and screen readers), so no separate 操作 line is needed.
 */
export function DataCards<T>(props: DataViewProps<T>) {
  const {
    label,
    rows,
    rowKey,
    columns,
    loading,
    emptyText,
    paging,
    cardTitle,
    cardExtra,
    cardLink,
  } = props;
  const t = useT();
  const navigate = useNavigate();
  const lines = columns.filter((c) => !c.desktopOnly);
  return (
    <>
      {/* The list holds the cards only (axe: a list's children are its items); the empty
          state, the pager and the total sit beside it. */}
      {rows.length === 0 && !loading && <Empty description={emptyText ?? t('common.empty')} />}
      <Flex vertical gap={12} role="list" aria-label={label}>
        {rows.map((row) => {
          const link = cardLink?.(row);
          const title = link ? (
            <Link to={link.to} aria-label={link.label} onClick={(e) => e.stopPropagation()}>
              {cardTitle(row)}
            </Link>
          ) : (
            cardTitle(row)
          );
          return (
            <Card
              key={rowKey(row)}
              size="small"
              role="listitem"
              aria-label={cardTitle(row)}
              title={title}
              extra={cardExtra?.(row)}
              hoverable={Boolean(link)}
              onClick={link ? () => void navigate(link.to) : undefined}
              style={link ? { cursor: 'pointer' } : undefined}
            >
              {lines.map((c) => (
                <div key={c.key} style={LINE}>
                  <span style={LINE_LABEL}>{c.title}</span>
                  <div style={LINE_VALUE}>{c.render(row)}</div>
                </div>
              ))}
            </Card>
          );
        })}
      </Flex>
      <Flex vertical gap={12} style={{ marginTop: 12 }}>
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
        {/* No "共 0 条" under the veil before the first rows have come. */}
        {paging && !(loading && rows.length === 0) && (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('common.total', { total: paging.total })}
          </Typography.Text>
        )}
      </Flex>
    </>
  );
}
