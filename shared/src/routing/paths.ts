import type { MessageKey } from '../i18n/messages';

/** The section that renders a route: the shell itself or a remote's container name. */
export type Section = 'shell' | 'service' | 'dashboard' | 'qualification' | 'feedback' | 'scanner';

/** How a page moves the breadcrumb trail (spec §2). */
export type CrumbKind = 'home' | 'sidebar' | 'page' | 'none';

export interface PathDef {
  path: string;
  title: MessageKey;
  section: Section;
  crumb: CrumbKind;
  /** Reachable without a stored token (spec §2: the two login pages; /homeCheck brings its own). */
  isPublic?: boolean;
}

function def(
  path: string,
  title: MessageKey,
  section: Section,
  crumb: CrumbKind,
  isPublic = false,
): PathDef {
  return { path, title, section, crumb, isPublic };
}

/**
 * The routes of spec §2 the shell must know before a section loads, one table: its own
 * pages and every section's top-level paths, their titles and menu rules (the shell's
 * router, the menus, the breadcrumbs and the remotes' links read it). A section's child
 * routes are its own (issue 7 §1): they live in its remote's route tree, titled in their
 * `handle`.
 */
export const paths = {
  root: def('/', 'title.home', 'shell', 'none'),
  login: def('/login', 'title.login', 'shell', 'none', true),
  mlogin: def('/mlogin', 'title.login', 'shell', 'none', true),
  homeCheck: def('/homeCheck', 'title.homeCheck', 'shell', 'none', true),

  home: def('/home', 'title.home', 'dashboard', 'home'),
  groupHome: def('/groupHome', 'title.groupHome', 'dashboard', 'home'),
  dataTrend: def('/dataTrend', 'title.dataTrend', 'dashboard', 'sidebar'),
  // Pest alert rules: top level (not a child of /home) because a headquarters has no home
  // and the service section's notification detail links to it.
  alertRules: def('/alertRules', 'title.alertRules', 'dashboard', 'page'),

  workList: def('/workList', 'title.workList', 'service', 'page'),
  workDetail: def('/workDetail', 'title.workDetail', 'service', 'page'),
  serviceReportStatus: def('/serviceReportStatus', 'title.serviceReportStatus', 'service', 'page'),
  riskPoint: def('/riskPoint', 'title.riskPoint', 'service', 'page'),
  waitingServiceStatus: def(
    '/waitingServiceStatus',
    'title.waitingServiceStatus',
    'service',
    'page',
  ),
  remainingWorkOrders: def('/remainingWorkOrders', 'title.remainingWorkOrders', 'service', 'page'),
  annualTotalWorkOrder: def(
    '/annualTotalWorkOrder',
    'title.annualTotalWorkOrder',
    'service',
    'page',
  ),
  completedCurrentYear: def(
    '/completedCurrentYear',
    'title.completedCurrentYear',
    'service',
    'page',
  ),
  serviceReport: def('/serviceReport', 'title.serviceReport', 'service', 'sidebar'),
  planDetail: def('/planDetail', 'title.planDetail', 'service', 'sidebar'),
  downloadPdf: def('/downloadPdf', 'title.downloadPdf', 'service', 'page'),

  qualificationFile: def(
    '/qualificationFile',
    'title.qualificationFile',
    'qualification',
    'sidebar',
  ),
  feedback: def('/feedback', 'title.feedback', 'feedback', 'sidebar'),
  qrcodeQuery: def('/qrcodeQuery', 'title.qrcodeQuery', 'scanner', 'page'),
} as const satisfies Record<string, PathDef>;

export type PathName = keyof typeof paths;

/** The definition for a location's pathname, or undefined for an unknown path. */
export function findPath(pathname: string): PathDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(paths).find((p) => p.path === clean);
}

/** Top-level paths a section owns, for the shell to mount its route tree under. */
export function topLevelPathsOf(section: Section): string[] {
  return Object.values(paths)
    .filter((p) => p.section === section && p.path.split('/').length === 2)
    .map((p) => p.path);
}

/** spec §2: /login on desktop, /mlogin on a phone, with the intended path kept in Rurl. */
export function loginHref(mobile: boolean, rurl?: string): string {
  const base = mobile ? paths.mlogin.path : paths.login.path;
  return rurl && rurl !== '/' ? `${base}?Rurl=${encodeURIComponent(rurl)}` : base;
}
