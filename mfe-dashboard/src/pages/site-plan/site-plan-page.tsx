import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Result,
  Skeleton,
  Typography,
} from '@pest-portal/shared/antd';
import { useEffect, useState } from 'react';
import { isMobile } from '@pest-portal/shared';
import type { SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import { sitePlanAreasQuery } from '../../api/get-site-plan-areas';
import { sitePlanQuery } from '../../api/get-site-plan';
import { useT } from '../../i18n';
import { DeviceHistoryDrawer } from './device-history-drawer';
import { DeviceTable } from './device-table';
import { PlanLegend } from './plan-legend';
import { PlanView } from './plan-view';
import { PrintStyle } from './print-style';
import { SitePlanFilterBar } from './site-plan-filter-bar';
import { useSitePlanChoice } from './use-site-plan-choice';

/**
 * /home/sitePlan: an area's floor plan with its devices coloured by their activity in the
 * period, a click opening a device's records; the device table below. Reached from the
 * home page's devices by area; a headquarters picks a member company (or all of its).
 */
export function SitePlanPage() {
  const t = useT();
  const [choice, setChoice] = useSitePlanChoice();
  const [open, setOpen] = useState<SitePlanDevice | null>(null);
  const areas = useQuery(sitePlanAreasQuery(choice.memberId));
  const known = areas.data?.some((a) => a.areaId === choice.areaId) ?? false;
  const firstArea = areas.data?.[0]?.areaId;

  // No area in the address (a link to the page itself): open the first one.
  useEffect(() => {
    if (choice.areaId === undefined && firstArea !== undefined)
      setChoice({ ...choice, areaId: firstArea });
  }, [choice, firstArea, setChoice]);

  const { areaId, startDate, endDate } = choice;
  const plan = useQuery({
    ...sitePlanQuery({ areaId: areaId ?? 0, startDate, endDate }),
    enabled: known && areaId !== undefined,
  });

  // The loader may have asked for an area the list does not hold (another company's): that
  // answer is not this page's failure, the unknown area is.
  const planFailed = known && plan.isError;
  const period =
    plan.data &&
    t('dashboard.sitePlan.period', { start: plan.data.startDate, end: plan.data.endDate });
  let body;
  if (areas.isError || planFailed)
    body = (
      <Result
        status="warning"
        title={t('dashboard.sitePlan.failed')}
        extra={
          <Button onClick={() => void (areas.isError ? areas.refetch() : plan.refetch())}>
            {t('dashboard.chart.retry')}
          </Button>
        }
      />
    );
  else if (areas.data && areas.data.length === 0)
    body = <Empty description={t('dashboard.sitePlan.noAreas')} />;
  else if (areas.data && areaId !== undefined && !known)
    body = <Alert type="warning" showIcon title={t('dashboard.sitePlan.unknownArea')} />;
  else if (!plan.data) body = <Skeleton paragraph={{ rows: 8 }} />;
  else {
    const data = plan.data;
    body = (
      <Flex vertical gap={12}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.area.memberName} · {data.area.areaName}
          </Typography.Title>
          <Typography.Text type="secondary">{period}</Typography.Text>
        </div>
        <PlanLegend devices={data.devices} />
        <PlanView plan={data} onOpen={setOpen} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('dashboard.sitePlan.devices')}
        </Typography.Title>
        <DeviceTable devices={data.devices} onOpen={setOpen} />
      </Flex>
    );
  }

  return (
    <Flex
      vertical
      gap={12}
      className="pp-site-plan"
      style={{ padding: isMobile() ? 12 : 0, minWidth: 0 }}
    >
      <PrintStyle />
      <SitePlanFilterBar
        choice={choice}
        areas={areas.data}
        onChange={setChoice}
        onPrint={() => window.print()}
      />
      <Card size="small" aria-busy={plan.isFetching} styles={{ body: { minWidth: 0 } }}>
        {body}
      </Card>
      <DeviceHistoryDrawer device={open} period={period} onClose={() => setOpen(null)} />
    </Flex>
  );
}
