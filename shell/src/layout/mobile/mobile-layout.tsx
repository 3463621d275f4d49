import { Layout } from '@pest-portal/shared/antd';
import { useState } from 'react';
import { Outlet } from '@pest-portal/shared/router';
import { BreadcrumbBar } from '../../breadcrumbs/breadcrumb-bar';
import { WeChatBinding } from '../../wechat/use-wechat-binding';
import { MobileDrawer } from './mobile-drawer';
import { MobileHeader } from './mobile-header';

/** spec §2 mobile: a header (logo, company, drawer button, scan button), the drawer, the page. */
export function MobileLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <MobileHeader drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
      <Layout.Content id="main-content" style={{ minWidth: 0 }}>
        <BreadcrumbBar compact />
        <div style={{ padding: 12 }}>
          <Outlet />
        </div>
      </Layout.Content>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <WeChatBinding />
    </Layout>
  );
}
