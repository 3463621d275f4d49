import { findPath, type MessageKey } from '@pest-portal/shared';

/** Between the document name and the route title: 华东餐饮集团 - 服务列表. */
export const TITLE_SEPARATOR = ' - ';

/** The route title key of a pathname: its own entry, else its top-level path's, else not found. */
export function routeTitleKey(pathname: string): MessageKey {
  const own = findPath(pathname);
  if (own) return own.title;
  const top = `/${pathname.split('/')[1] ?? ''}`;
  return findPath(top)?.title ?? 'title.notFound';
}

/** spec §2: the page title is the stored document name plus the route title. */
export function composeTitle(docuMentName: string, routeTitle: string): string {
  return docuMentName ? `${docuMentName}${TITLE_SEPARATOR}${routeTitle}` : routeTitle;
}
