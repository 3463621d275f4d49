import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { queryClient } from '@pest-portal/shared';
import { SectionProviders } from '../section-providers';

/** Where the router is, and how to move it, as a test sees them. */
export interface RouterProbe {
  location: Location;
  navigate: NavigateFunction;
}

function Probe({ into }: { into: Partial<RouterProbe> }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/**
 * Render a page of the section as the shell would: inside its providers and a router at
 * `url`, the page mounted at `path`, over the portal's query cache (emptied first). A declarative MemoryRouter, since a data router needs
 * the fetch API's Request, which jest's jsdom lacks.
 */
export function renderSection(
  ui: ReactElement,
  { url, path = url.split('?')[0] ?? '/' }: { url: string; path?: string },
) {
  const router: Partial<RouterProbe> = {};
  // One cache for the portal, as in the shell; each test starts with it empty.
  queryClient.clear();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Probe into={router} />
        <Routes>
          <Route path={path} element={<SectionProviders>{ui}</SectionProviders>} />
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, router: router as RouterProbe };
}

const desktopWidth = window.innerWidth;
/** A phone-sized window for the next render (isMobile reads the width). */
export function phone(): void {
  window.innerWidth = 390;
}
export function desktop(): void {
  window.innerWidth = desktopWidth;
}
