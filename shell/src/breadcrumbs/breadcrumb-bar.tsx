import { Breadcrumb } from '@pest-portal/shared/antd';
import { Link, useLocation } from '@pest-portal/shared/router';
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

interface Props {
  /**
   * A phone's bar: one line whatever the depth. The pages between 管理平台 and the last two
   * fold into one 「…」 item whose menu lists them, and the current page's name takes an
   * ellipsis when even that does not fit (a deep trail wrapped to three lines on 390 px).
   */
  compact?: boolean;
}

/** The current page's name on a phone: one line, an ellipsis where it does not fit. */
const CURRENT_COMPACT = {
  display: 'inline-block',
  maxWidth: '45vw',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
} as const;

/** How many crumbs a compact bar shows after 管理平台 before folding the rest into 「…」. */
const COMPACT_TAIL = 2;

/** The trail under the header: 管理平台, then the pages of the trail; the last is the current page. */
export function BreadcrumbBar({ compact = false }: Props) {
  const t = useT();
  const { pathname } = useLocation();
  const trail = useBreadcrumbStore((s) => s.trail);
  const isHq = useSessionStore((s) => s.isHq);
  if (breadcrumbDisabled(pathname)) return null;

  // Relabel by the message key (a language switch); a crumb stored by another app may
  // carry only its text.
  const labelOf = (crumb: (typeof trail)[number]) => {
    const key = crumb.titleKey;
    return key !== undefined && key in zhCN ? t(key as MessageKey) : crumb.title;
  };
  const crumbs = trail.map((crumb, i) => {
    const last = i === trail.length - 1;
    return {
      key: crumb.path,
      title: last ? (
        <span aria-current="page" style={compact ? CURRENT_COMPACT : undefined}>
          {labelOf(crumb)}
        </span>
      ) : (
        <Link to={crumb.path}>{labelOf(crumb)}</Link>
      ),
    };
  });
  const folded = compact && trail.length > COMPACT_TAIL ? trail.slice(0, -COMPACT_TAIL) : [];
  const items = [
    { key: 'root', title: <Link to={homePathFor(isHq)}>{t('breadcrumb.root')}</Link> },
    ...(folded.length > 0
      ? [
          {
            key: 'folded',
            title: <span aria-label={t('breadcrumb.more')}>…</span>,
            menu: {
              items: folded.map((crumb) => ({
                key: crumb.path,
                label: <Link to={crumb.path}>{labelOf(crumb)}</Link>,
              })),
            },
          },
          ...crumbs.slice(-COMPACT_TAIL),
        ]
      : crumbs),
  ];
  return (
    <div
      style={{
        padding: compact ? '10px 12px' : '12px 16px',
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Breadcrumb aria-label={t('breadcrumb.label')} items={items} />
    </div>
  );
}
