import { Layout } from '@pest-portal/shared/antd';
import { Outlet } from '@pest-portal/shared/router';
import { LAYOUT } from '@pest-portal/shared';
import { BreadcrumbBar } from '../../breadcrumbs/breadcrumb-bar';
import { DesktopFooter } from './desktop-footer';
import { DesktopHeader } from './desktop-header';
import { SideMenu } from './side-menu';

/** spec §2 desktop: header 60 px, side menu 180 px, breadcrumb bar, content, footer 50 px. */
export function DesktopLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <DesktopHeader />
      <Layout>
        <Layout.Sider
          width={LAYOUT.siderWidth}
          theme="light"
          style={{ borderRight: '1px solid #f0f0f0' }}
        >
          <SideMenu />
        </Layout.Sider>
        <Layout>
          <Layout.Content
            id="main-content"
            style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
          >
            <BreadcrumbBar />
            <div style={{ flex: 1, padding: 16, minWidth: 0 }}>
              <Outlet />
            </div>
          </Layout.Content>
          <DesktopFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}
