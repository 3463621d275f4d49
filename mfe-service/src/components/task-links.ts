import { useLocation } from 'react-router-dom';
import { paths, type PathDef } from '@pest-portal/shared';

/** The two places a visit's pages hang under (spec §2: the same three children). */
export type TaskBase = 'serviceReport' | 'planDetail';
export type TaskPage = 'detail' | 'preview' | 'sign';

const CHILDREN: Record<TaskBase, Record<TaskPage, PathDef>> = {
  serviceReport: {
    detail: paths.serviceDetail,
    preview: paths.reportPreview,
    sign: paths.evaluateSignature,
  },
  planDetail: {
    detail: paths.planServiceDetail,
    preview: paths.planReportPreview,
    sign: paths.planEvaluateSignature,
  },
};

/** The address of one of a visit's pages: the path from the shared table, the order id in ?id=. */
export function taskHref(base: TaskBase, page: TaskPage, id: number): string {
  return `${CHILDREN[base][page].path}?${new URLSearchParams({ id: String(id) }).toString()}`;
}

export function taskBaseOf(pathname: string): TaskBase {
  return pathname === paths.planDetail.path || pathname.startsWith(`${paths.planDetail.path}/`)
    ? 'planDetail'
    : 'serviceReport';
}

/** Which tree the current page is in, so its links stay there (and so its breadcrumbs). */
export function useTaskBase(): TaskBase {
  return taskBaseOf(useLocation().pathname);
}
