import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { Button, Flex, Typography } from '@pest-portal/shared/antd';
import { PageFrame } from '../../components/page-frame';
import { pageOf } from '../../components/use-page-param';
import { ServiceList } from '../service-list/service-list';
import { OrganizationTable } from './organization-table';
import { TaskTypeTable } from './task-type-table';
import { TYPE_PAGE_PARAM, usePlanView } from './use-plan-view';
import { useT } from '../../i18n';

/**
 * /planDetail (headquarters): this year's plan completion per member company and per
 * service type, down to the visits: a company or a type opens the service list filtered,
 * inside /planDetail, whose visits open /planDetail's own children.
 */
export function PlanDetailPage() {
  const t = useT();
  const { params, setParams, showingOrders, showOrders, showPlan } = usePlanView();

  if (showingOrders) {
    return (
      <PageFrame
        title="title.planDetail"
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={showPlan}>
            {t('service.plan.back')}
          </Button>
        }
      >
        <ServiceList base="planDetail" />
      </PageFrame>
    );
  }

  const typePage = pageOf(params.get(TYPE_PAGE_PARAM));
  return (
    <PageFrame title="title.planDetail">
      <Flex vertical gap={16}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('service.plan.byMember')}
        </Typography.Title>
        <OrganizationTable onOpen={(memberId) => showOrders(memberId)} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('service.plan.byType')}
        </Typography.Title>
        <TaskTypeTable
          pageNum={typePage}
          onPageChange={(n) => setParams(n > 1 ? { [TYPE_PAGE_PARAM]: String(n) } : {})}
          onOpen={(memberId, taskTypeId) => showOrders(memberId, taskTypeId)}
        />
      </Flex>
    </PageFrame>
  );
}
