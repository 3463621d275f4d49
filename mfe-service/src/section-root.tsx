import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SectionProviders } from './section-providers';

/** The element of each top-level route: this section's antd context around the matched page, loaded on demand. */
export function SectionRoot() {
  return (
    <SectionProviders>
      <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
        <Outlet />
      </Suspense>
    </SectionProviders>
  );
}
