import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from '@pest-portal/shared/antd';
import { Navigate } from '@pest-portal/shared/router';
import { isMobile, paths, useSessionStore } from '@pest-portal/shared';
import { orderSummaryQuery } from '../../api/get-order-summary';
import { useT } from '../../i18n';
import { useDrawnAfter } from '../use-drawn-after';
import { HomeCharts } from './home-charts';
import { HomeFilterBar } from './home-filter-bar';
import { LatestNotices } from './latest-notices';
import { OrderFigures } from './order-figures';
import { useHomeRange } from './use-home-range';

/**
 * /home for a single company: the five work-order figures (each opening its list), the
 * charts over a period and area, and the latest notifications. One column on a phone.
 */
export function HomePage() {
  const isHq = useSessionStore((s) => s.isHq);
  // A headquarters account has no Home (spec §2 menu rules): a link to it opens the group home.
  return isHq ? <Navigate to={paths.groupHome.path} replace /> : <SingleCompanyHome />;
}

function SingleCompanyHome() {
  const t = useT();
  const [range, setRange] = useHomeRange();
  // The figures first; the rest once they are on screen (or have failed).
  const figures = useQuery(orderSummaryQuery());
  const rest = useDrawnAfter(!figures.isPending);
  return (
    <Flex vertical gap={12} style={{ padding: isMobile() ? 12 : 0, minWidth: 0 }}>
      <section aria-label={t('dashboard.figures.title')}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('dashboard.figures.title')}
        </Typography.Title>
        <OrderFigures />
      </section>
      {rest && (
        <>
          <HomeFilterBar range={range} onChange={setRange} />
          <HomeCharts range={range} />
          <LatestNotices />
        </>
      )}
    </Flex>
  );
}
