import { Skeleton } from '@pest-portal/shared/antd';
import { Suspense } from 'react';
import { Outlet } from '@pest-portal/shared/router';
import { SectionProviders } from './section-providers';

/**
 * The element of a section's top-level routes: the section's antd context around the
 * matched page, with a skeleton while a page loaded on demand (React.lazy) arrives.
 */
export function SectionRoot() {
  return (
    <SectionProviders>
      <Suspense fallback={<Skeleton style={{ padding: 24 }} />}>
        <Outlet />
      </Suspense>
    </SectionProviders>
  );
}
