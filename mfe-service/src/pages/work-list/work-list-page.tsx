import { useQuery } from '@tanstack/react-query';
import { Badge, Empty, Flex, Spin, Typography } from '@pest-portal/shared/antd';
import { Pagination, Radio } from '@pest-portal/shared/antd/data';
import { LoadError } from '../../components/load-error';
import { PageFrame } from '../../components/page-frame';
import { PAGE_SIZE } from '../../components/paging';
import { queryFailure } from '../../components/query-failure';
import { useSearchUpdate } from '../../components/use-search-update';
import { MessageItem } from './message-item';
import { messagePageInput } from './message-search';
import { messagePageQuery } from '../../queries/message-page-query';
import { useT } from '../../i18n';

const ALL = 'all';

/** /workList: the notifications, unread first in attention; read filter and page in the URL. */
export function WorkListPage() {
  const t = useT();
  const [params, update] = useSearchUpdate();
  const input = messagePageInput(params);
  const { readStatus, pageNum } = input;
  // Started by the route's loader; the page on screen stays while the next one loads.
  const messages = useQuery(messagePageQuery(input));
  const { data } = messages;
  const { error, retry } = queryFailure(messages);

  // No count until the first answer: "未读 0 条" while loading would be a false statement.
  const unread = data?.unreadCount;
  return (
    <PageFrame
      title="title.workList"
      extra={
        unread === undefined ? null : (
          // The figure once, with the list items' red dot while any is unread: a count
          // badge over it said the number twice and covered its last character on a phone.
          <Badge
            status={unread > 0 ? 'error' : 'default'}
            text={
              <Typography.Text type="secondary">
                {t('service.message.unreadCount', { count: unread })}
              </Typography.Text>
            }
          />
        )
      }
    >
      <Flex vertical gap={12}>
        <Radio.Group
          optionType="button"
          aria-label={t('service.message.filter')}
          value={readStatus ?? ALL}
          onChange={(e) =>
            update({ read: e.target.value === ALL ? null : String(e.target.value), page: null })
          }
          options={[
            { value: ALL, label: t('service.filter.all') },
            { value: 'unread', label: t('service.message.unread') },
            { value: 'read', label: t('service.message.read') },
          ]}
        />
        {error ? (
          <LoadError error={error} onRetry={retry} />
        ) : (
          <Spin spinning={messages.isFetching}>
            <Flex vertical gap={8} role="list" aria-label={t('title.workList')}>
              {data?.list.length === 0 && <Empty description={t('service.message.empty')} />}
              {data?.list.map((m) => (
                <MessageItem key={m.id} message={m} />
              ))}
            </Flex>
          </Spin>
        )}
        {(data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            align="center"
            current={pageNum}
            pageSize={PAGE_SIZE}
            total={data?.total ?? 0}
            showSizeChanger={false}
            onChange={(n) => update({ page: n > 1 ? String(n) : null })}
          />
        )}
      </Flex>
    </PageFrame>
  );
}
