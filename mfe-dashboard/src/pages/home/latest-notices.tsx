import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, Flex, Skeleton, Space, Typography } from '@pest-portal/shared/antd';
import { ItemList } from '@pest-portal/shared/ui';
import { Link } from '@pest-portal/shared/router';
import { paths } from '@pest-portal/shared';
import { latestNoticesQuery } from '../../api/get-latest-notices';
import { useT } from '../../i18n';

const detailHref = (id: number) =>
  `${paths.workDetail.path}?${new URLSearchParams({ id: String(id) }).toString()}`;

/** The newest notifications, each opening its detail in the service section; the alert rules beside them. */
export function LatestNotices() {
  const t = useT();
  const { data, isPending } = useQuery(latestNoticesQuery());
  const title = t('dashboard.notices.title');
  return (
    <Card
      size="small"
      title={title}
      role="region"
      aria-label={title}
      extra={
        <Space size={12}>
          {/* The alerts' thresholds are set where their notifications are read. */}
          <Link to={paths.alertRules.path}>{t('dashboard.alerts.link')}</Link>
          <Link to={paths.workList.path}>{t('dashboard.notices.more')}</Link>
        </Space>
      }
    >
      {isPending ? (
        <Skeleton />
      ) : !data?.list.length ? (
        <Empty description={t('dashboard.notices.empty')} />
      ) : (
        <ItemList
          size="small"
          items={data.list}
          itemKey={(m) => m.id}
          renderItem={(m) => (
            <Flex align="center" justify="space-between" gap={12}>
              {/* One line: the dot and the title shrink beside the date (an alert's title is long). */}
              <Link
                to={detailHref(m.id)}
                style={{
                  minWidth: 0,
                  flex: '1 1 0',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 4,
                }}
              >
                {!m.read && (
                  <Badge status="processing" text="" title={t('dashboard.notices.unread')} />
                )}
                <Typography.Text ellipsis style={{ minWidth: 0 }}>
                  {m.title}
                </Typography.Text>
              </Link>
              <Typography.Text type="secondary" style={{ flex: 'none' }}>
                {m.createTime.slice(0, 10)}
              </Typography.Text>
            </Flex>
          )}
        />
      )}
    </Card>
  );
}
