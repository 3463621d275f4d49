import { Card, Flex, Typography } from '@pest-portal/shared/antd';
import type { ReactNode } from 'react';
import type { MessageKey } from '@pest-portal/shared';
import { useT, type ServiceMessageKey } from '../i18n';
import { useMobile } from './use-mobile';

interface PageFrameProps {
  /** A top-level title of the platform's, or a child page's title of the section's own. */
  title: ServiceMessageKey | MessageKey;
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
