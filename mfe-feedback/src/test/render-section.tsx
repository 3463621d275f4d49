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
import {
  DraftStoreContext,
  createMemoryDraftStore,
  type DraftStore,
} from '../pages/feedback/draft/draft-store';
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
 * Render a piece of the section as the shell would: inside its providers and a router at
 * `url`, with drafts in memory. A declarative MemoryRouter, since a data router needs the
 * fetch API's Request, which jest's jsdom lacks.
 */
export function renderSection(
  ui: ReactElement,
  {
    url = '/feedback',
    drafts = createMemoryDraftStore(),
  }: { url?: string; drafts?: DraftStore } = {},
) {
  const router: Partial<RouterProbe> = {};
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <Probe into={router} />
      <DraftStoreContext.Provider value={drafts}>
        <Routes>
          <Route path="/feedback" element={<SectionProviders>{ui}</SectionProviders>} />
        </Routes>
      </DraftStoreContext.Provider>
    </MemoryRouter>,
  );
  return { ...result, router: router as RouterProbe, drafts };
}
