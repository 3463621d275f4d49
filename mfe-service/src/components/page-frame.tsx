import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT, type MessageKey } from '@pest-portal/shared';
import { useMobile } from './use-mobile';

interface PageFrameProps {
  title: MessageKey;
  /** Buttons beside the title. */
  extra?: ReactNode;
  children: ReactNode;
}

/** Every page of the section: its title as the heading, in a card on a desktop and plain on a phone. */
export function PageFrame({ title, extra, children }: PageFrameProps) {
  const t = useT();
  const mobile = useMobile();
  const head = (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t(title)}
      </Typography.Title>
      {extra}
    </Flex>
  );
  if (mobile) {
    return (
      <div style={{ padding: 12 }}>
        {head}
        {children}
      </div>
    );
  }
  return (
    <Card>
      {head}
      {children}
    </Card>
  );
}
