import { useLocation } from '@pest-portal/shared/router';
import { paths } from '@pest-portal/shared';

/** The two places a visit's pages hang under (spec §2: the same three children). */
export type TaskBase = 'serviceReport' | 'planDetail';
export type TaskPage = 'detail' | 'preview' | 'sign';

/**
 * The child routes of a visit, relative to their top-level path. They are the section's
 * own (issue 7 §1): the shell knows only the top-level paths, and takes these pages'
 * titles from the routes' handles.
 */
export const VISIT_SEGMENTS: Record<TaskPage, string> = {
  detail: 'serviceDetail',
  preview: 'reportPreview',
  sign: 'evaluateSignature',
};

/** The full path of one of a visit's pages under one of the two tops. */
export function visitPath(base: TaskBase, page: TaskPage): string {
  return `${paths[base].path}/${VISIT_SEGMENTS[page]}`;
}

/** The address of one of a visit's pages, the order id in ?id=. */
export function taskHref(base: TaskBase, page: TaskPage, id: number): string {
  return `${visitPath(base, page)}?${new URLSearchParams({ id: String(id) }).toString()}`;
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
