import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { Card, Typography } from '@pest-portal/shared/antd';
import { useId, useState, type ReactNode } from 'react';
import { useMobile } from '../../components/use-mobile';

interface DetailSectionProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  /**
   * On a phone, starts folded to its title and `summary` (a count), opened by a tap: a
   * visit's long parts (devices, materials, photos) would otherwise run for screens.
   */
  collapsible?: boolean;
  /** What the folded section says of itself, e.g. "12 台". */
  summary?: ReactNode;
}

/** One part of the visit: a card whose title names the region, for screen readers and browser tests. */
export function DetailSection({
  title,
  extra,
  children,
  collapsible,
  summary,
}: DetailSectionProps) {
  const id = useId();
  const bodyId = useId();
  const foldable = useMobile() && Boolean(collapsible);
  const [open, setOpen] = useState(!foldable);
  const label = <span id={id}>{title}</span>;
  const heading = foldable ? (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={bodyId}
      onClick={() => setOpen((o) => !o)}
      style={{
        all: 'unset',
        cursor: 'pointer',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        width: '100%',
        minHeight: 32,
      }}
    >
      <RightOutlined aria-hidden rotate={open ? 90 : 0} style={{ fontSize: 12 }} />
      {label}
      {summary !== undefined && (
        <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
          {summary}
        </Typography.Text>
      )}
    </button>
  ) : (
    label
  );
  return (
    <section aria-labelledby={id}>
      <Card
        size="small"
        title={heading}
        extra={extra}
        styles={{ body: open ? undefined : { display: 'none' } }}
      >
        <div id={bodyId}>{children}</div>
      </Card>
    </section>
  );
}
