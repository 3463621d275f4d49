import type { RouteObject } from 'react-router-dom';
import { sectionRoute } from '@pest-portal/shared';
import { pageFor } from './page-for';
import { SectionRoot } from './section-root';

/** What this remote exposes as ./routes (RemoteRoutesModule): every path of the service section. */
export const routes: RouteObject[] = [
  sectionRoute('workList', <SectionRoot />, pageFor),
  sectionRoute('workDetail', <SectionRoot />, pageFor),
  sectionRoute('serviceReportStatus', <SectionRoot />, pageFor),
  sectionRoute('riskPoint', <SectionRoot />, pageFor),
  sectionRoute('waitingServiceStatus', <SectionRoot />, pageFor),
  sectionRoute('remainingWorkOrders', <SectionRoot />, pageFor),
  sectionRoute('annualTotalWorkOrder', <SectionRoot />, pageFor),
  sectionRoute('completedCurrentYear', <SectionRoot />, pageFor),
  sectionRoute('serviceReport', <SectionRoot />, pageFor, [
    'serviceDetail',
    'reportPreview',
    'evaluateSignature',
  ]),
  sectionRoute('planDetail', <SectionRoot />, pageFor, [
    'planServiceDetail',
    'planReportPreview',
    'planEvaluateSignature',
  ]),
  sectionRoute('downloadPdf', <SectionRoot />, pageFor),
];
