import { Outlet } from 'react-router-dom';
import { SectionProviders } from './section-providers';

/** The element of each top-level route: this section's antd context around the matched page. */
export function SectionRoot() {
  return (
    <SectionProviders>
      <Outlet />
    </SectionProviders>
  );
}
