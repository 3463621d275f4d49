import { Drawer, Menu, Typography } from '@pest-portal/shared/antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@pest-portal/shared/router';
import {
  LAYOUT,
  useBreadcrumbStore,
  useCompanyStore,
  useSessionStore,
  useT,
} from '@pest-portal/shared';
import { BindRow } from '../../account/bind-row';
import { LogoutButton } from '../../account/logout-button';
import { CompanyList } from '../../company-switcher/company-list';
import { selectCompany } from '../../company-switcher/select-company';
import { useRuntimeConfig } from '../../federation/use-runtime-config';
import { LocaleSwitch } from '../locale-switch';
import { MENU_ICONS } from '../menu-icons';
import { preloadSection } from '../../federation/preload-section';
import { navItems, selectedMenuPath } from '../menu-items';
import { menuPreloadHandlers, preloadItemProps } from '../menu-preload';
import { showsDrawerFooter } from './drawer-footer';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The phone drawer, 58% wide (spec §2): the company list, the nav items (plan detail for
 * everyone, no data trends), the messaging-app bind row and logout; its footer only on the
 * customer hostnames of the runtime config. Opening it preloads the manifest and entry of
 * every section it lists, touching an item that section's routes (menu-preload.ts).
 */
export function MobileDrawer({ open, onClose }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHq = useSessionStore((s) => s.isHq);
  const currentMenu = useBreadcrumbStore((s) => s.currentMenu);
  const companyName = useCompanyStore((s) => s.companyName);
  const config = useRuntimeConfig();
  const items = navItems({ isHq, mobile: true });
  // The drawer is opened to go somewhere: start each section's first round trips now.
  useEffect(() => {
    if (open)
      for (const item of navItems({ isHq, mobile: true })) preloadSection(item.path, 'entry');
  }, [open, isHq]);
  const footer = showsDrawerFooter(window.location.hostname, config?.drawerFooterHosts) ? (
    <Typography.Text style={{ fontSize: 12, color: '#595959' }}>
      {t('drawer.footer')}
    </Typography.Text>
  ) : null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={LAYOUT.drawerWidth}
      title={companyName || t('drawer.title')}
      footer={footer}
      styles={{ body: { padding: 8 } }}
    >
      <section aria-label={t('header.switchCompany')} style={{ marginBottom: 8 }}>
        <Typography.Text strong style={{ display: 'block', padding: '4px 8px', color: '#595959' }}>
          {t('header.switchCompany')}
        </Typography.Text>
        <CompanyList onSelect={selectCompany} />
      </section>
      <nav aria-label={t('nav.label')} {...menuPreloadHandlers}>
        <Menu
          mode="inline"
          selectedKeys={[selectedMenuPath(items, pathname, currentMenu)]}
          style={{ borderInlineEnd: 'none' }}
          onClick={({ key }) => {
            onClose();
            navigate(key);
          }}
          items={items.map((i) => ({
            key: i.path,
            icon: MENU_ICONS[i.name],
            label: t(i.title),
            ...preloadItemProps(i.path),
          }))}
        />
      </nav>
      <BindRow onNavigate={onClose} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: '8px' }}>
        <LocaleSwitch style={{ alignSelf: 'flex-start' }} />
        <LogoutButton type="default" danger block style={{ height: 40 }} />
      </div>
    </Drawer>
  );
}
