import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@pest-portal/shared/query';
import { useBreadcrumbTracking } from '../breadcrumbs/use-breadcrumb-tracking';
import { DesktopLayout } from './desktop/desktop-layout';
import { MobileLayout } from './mobile/mobile-layout';
import { useIsMobile } from './use-is-mobile';

/**
 * The frame of every signed-in page: the mobile or the desktop layout, by device type,
 * with the portal's query client for the sections' pages. Here, not in AppProviders: the
 * login pages query nothing, and react-query and the client (shared/query, 234 KB raw) then
 * come with the signed-in chunks instead of in every page's main.js (shared 5.0.0).
 */
export function AuthenticatedLayout() {
  const mobile = useIsMobile();
  useBreadcrumbTracking();
  return (
    <QueryClientProvider client={queryClient}>
      {mobile ? <MobileLayout /> : <DesktopLayout />}
    </QueryClientProvider>
  );
}
