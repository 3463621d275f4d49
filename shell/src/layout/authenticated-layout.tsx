import { useBreadcrumbTracking } from '../breadcrumbs/use-breadcrumb-tracking';
import { DesktopLayout } from './desktop/desktop-layout';
import { MobileLayout } from './mobile/mobile-layout';
import { useIsMobile } from './use-is-mobile';

/** The frame of every signed-in page: the mobile or the desktop layout, by device type. */
export function AuthenticatedLayout() {
  const mobile = useIsMobile();
  useBreadcrumbTracking();
  return mobile ? <MobileLayout /> : <DesktopLayout />;
}
