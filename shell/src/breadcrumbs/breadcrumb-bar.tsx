import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import {
  paths,
  useBreadcrumbStore,
  useSessionStore,
  useT,
  zhCN,
  type MessageKey,
} from '@pest-portal/shared';
import { homePathFor } from '../router/landing';

/** spec §2: these pages have the breadcrumb disabled. */
const WITHOUT_BREADCRUMB = new Set<string>([paths.groupHome.path, paths.qualificationFile.path]);

export function breadcrumbDisabled(pathname: string): boolean {
  return WITHOUT_BREADCRUMB.has(pathname.replace(/\/+$/, '') || '/');
}

/** The trail under the header: 管理平台, then the pages of the trail; the last is the current page. */
export function BreadcrumbBar() {
  const t = useT();
  const { pathname } = useLocation();
  const trail = useBreadcrumbStore((s) => s.trail);
  const isHq = useSessionStore((s) => s.isHq);
  if (breadcrumbDisabled(pathname)) return null;

  const items = [
    { key: 'root', title: <Link to={homePathFor(isHq)}>{t('breadcrumb.root')}</Link> },
    ...trail.map((crumb, i) => {
      // Relabel by the message key (a language switch); a crumb stored by another app may
      // carry only its text.
      const key = crumb.titleKey;
      const label = key !== undefined && key in zhCN ? t(key as MessageKey) : crumb.title;
      const last = i === trail.length - 1;
      return {
        key: crumb.path,
        title: last ? (
          <span aria-current="page">{label}</span>
        ) : (
          <Link to={crumb.path}>{label}</Link>
        ),
      };
    }),
  ];
  return (
    <div style={{ padding: '12px 16px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
      <Breadcrumb aria-label={t('breadcrumb.label')} items={items} />
    </div>
  );
}
