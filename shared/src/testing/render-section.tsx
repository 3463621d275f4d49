import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { SectionProviders } from '../ui-kit/section-providers';

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

export interface RenderSectionOptions {
  /** Where the router starts, with its query. */
  url?: string;
  /** The route the page is mounted at; the url's path by default. */
  path?: string;
  /** A section's own context around the page (a draft store, say). */
  wrap?: (page: ReactNode) => ReactNode;
}

/**
 * Render a page of a section as the shell would: inside the section's providers, a fresh
 * query cache and a router at `url`, the page mounted at `path` (anywhere else shows
 * "elsewhere", so a test sees a navigation away). A declarative MemoryRouter: a page test
 * is about the page, not the shell's data router. One helper for every section's tests.
 */
export function renderSection(ui: ReactElement, options: RenderSectionOptions = {}) {
  const { url = '/', path = url.split('?')[0] ?? '/', wrap = (page) => page } = options;
  const router: Partial<RouterProbe> = {};
  // The shell provides the query client in the portal; each render here gets a fresh one
  // (no answer cached from another test), without retries (a failure shows at once).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Probe into={router} />
        <Routes>
          <Route path={path} element={<SectionProviders>{wrap(ui)}</SectionProviders>} />
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, router: router as RouterProbe, client };
}

const desktopWidth = window.innerWidth;
/** The window resized to `width`, as isMobile learns it: by the resize event. */
function resizeTo(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}
/** A phone-sized window for the next render (isMobile reads the width). */
export function phone(): void {
  resizeTo(390);
}
/** The window back at its desktop width. */
export function desktop(): void {
  resizeTo(desktopWidth);
}
