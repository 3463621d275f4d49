import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
 * `url`, the page mounted at `path`. A declarative MemoryRouter, since a data router needs
 * the fetch API's Request, which jest's jsdom lacks.
 */
export function renderSection(
  ui: ReactElement,
  { url, path = url.split('?')[0] ?? '/' }: { url: string; path?: string },
) {
  const router: Partial<RouterProbe> = {};
  // The shell provides the query client in the portal; each render here gets a fresh one
  // (no answer cached from another test), without retries (a failure shows at once).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
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
