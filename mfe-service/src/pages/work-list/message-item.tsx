import { Badge, Card, Flex, Tag, Typography } from '@pest-portal/shared/antd';
import { Link } from '@pest-portal/shared/router';
import { paths } from '@pest-portal/shared';
import { type MessageRow } from '@pest-portal/shared/contract/service';
import { formatTime } from '@pest-portal/shared/ui';
import { useT } from '../../i18n';

/** The detail of a notification: the shared path, the message id in ?id=. */
export function messageHref(id: number): string {
  return `${paths.workDetail.path}?${new URLSearchParams({ id: String(id) }).toString()}`;
}

/** One notification: unread ones are marked and bold; the whole title opens it (and marks it read). */
export function MessageItem({ message }: { message: MessageRow }) {
  const t = useT();
  const state = t(message.read ? 'service.message.read' : 'service.message.unread');
  return (
    <Card size="small" role="listitem" aria-label={`${message.title}（${state}）`}>
      <Flex justify="space-between" align="start" gap={8}>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            {!message.read && <Badge status="error" />}
            <Link to={messageHref(message.id)} style={{ fontWeight: message.read ? 400 : 600 }}>
              {message.title}
            </Link>
            <Tag>{t(`service.messageType.${message.msgType}`)}</Tag>
          </Flex>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {message.content}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatTime(message.createTime)} · {message.memberName}
            {message.orderNo ? ` · ${message.orderNo}` : ''}
          </Typography.Text>
        </Flex>
        <Tag color={message.read ? 'default' : 'red'}>{state}</Tag>
      </Flex>
    </Card>
  );
}
