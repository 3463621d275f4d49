import { Menu } from '@pest-portal/shared/antd';
import { useNavigate, useLocation } from '@pest-portal/shared/router';
import { useBreadcrumbStore, useSessionStore, useT } from '@pest-portal/shared';
import { MENU_ICONS } from '../menu-icons';
import { navItems, selectedMenuPath } from '../menu-items';
import { menuPreloadHandlers, preloadItemProps } from '../menu-preload';

/**
 * The desktop side menu (spec §2 role rules), in a labelled navigation landmark. Hovering
 * or focusing an item preloads its section's remote (menu-preload.ts).
 */
export function SideMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHq = useSessionStore((s) => s.isHq);
  const currentMenu = useBreadcrumbStore((s) => s.currentMenu);
  const items = navItems({ isHq, mobile: false });
  const selected = selectedMenuPath(items, pathname, currentMenu);
  return (
    <nav aria-label={t('nav.label')} {...menuPreloadHandlers}>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => navigate(key)}
        items={items.map((i) => ({
          key: i.path,
          icon: MENU_ICONS[i.name],
          label: t(i.title),
          ...preloadItemProps(i.path),
        }))}
      />
    </nav>
  );
}
