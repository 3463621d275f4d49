import { render } from '@testing-library/react';
import type { RouteObject } from '@pest-portal/shared/router';
import type { CompanyEntry, SessionInfo } from '@pest-portal/shared';
import { AntProviders } from '../providers/ant-providers';
import { AppProviders } from '../providers/app-providers';
import { createShellRouter, ShellRouterProvider } from '../router/create-shell-router';

/**
 * Render a route tree at `url` inside the shell's providers (antd's too, as once a signed-in
 * page has loaded them) and its data router; returns the router to inspect.
 */
export function renderAt(routes: RouteObject[], url: string) {
  const shell = createShellRouter(routes, url);
  const view = render(
    <AppProviders>
      <AntProviders>
        <ShellRouterProvider shell={shell} />
      </AntProviders>
    </AppProviders>,
  );
  return { router: shell.router, ...view };
}

/** The browser's device type as isMobile() sees it (user agent and width). */
export function setDevice(kind: 'mobile' | 'desktop'): void {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    value: kind === 'mobile' ? 390 : 1280,
  });
  Object.defineProperty(window.navigator, 'userAgent', {
    configurable: true,
    value:
      kind === 'mobile'
        ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
        : 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120',
  });
  // isMobile learns a new width from the resize event, as in a browser.
  window.dispatchEvent(new Event('resize'));
}

export function company(
  memberId: number,
  memberName: string,
  subs: CompanyEntry[] = [],
): CompanyEntry {
  return {
    memberId,
    memberName,
    isHq: subs.length > 0,
    memberInfoList: subs.length ? subs : undefined,
    hqIdList: subs.length ? [memberId] : [],
    memberIdList: [memberId, ...subs.map((s) => s.memberId)],
  };
}

export function sessionInfo(overrides: Partial<SessionInfo> = {}): SessionInfo {
  const list = [company(1, '华东餐饮集团', [company(2, '上海门店'), company(3, '杭州门店')])];
  return {
    token: 't-123',
    key: 'k-123',
    mid: 1,
    isHq: false,
    hqIdList: [],
    memberIdList: [1],
    companyName: '华东餐饮集团',
    companyList: list,
    wxAuth: 0,
    expiresIn: 3600,
    ...overrides,
  };
}
