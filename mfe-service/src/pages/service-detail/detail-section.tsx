import { Card } from 'antd';
import { useId, type ReactNode } from 'react';

/** One part of the visit: a card whose title names the region, for screen readers and browser tests. */
export function DetailSection({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card size="small" title={<span id={id}>{title}</span>} extra={extra}>
        {children}
      </Card>
    </section>
  );
}
