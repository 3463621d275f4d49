import type { ReactElement } from 'react';
import { renderSection as renderInSection } from '@pest-portal/shared/testing';
import {
  DraftStoreContext,
  createMemoryDraftStore,
  type DraftStore,
} from '../pages/feedback/draft/draft-store';

/**
 * Render a piece of the feedback section as the shell would (the platform's test render),
 * at `url`, with its drafts kept in memory so a test can read what was saved.
 */
export function renderSection(
  ui: ReactElement,
  {
    url = '/feedback',
    drafts = createMemoryDraftStore(),
  }: { url?: string; drafts?: DraftStore } = {},
) {
  const result = renderInSection(ui, {
    url,
    path: '/feedback',
    wrap: (page) => <DraftStoreContext.Provider value={drafts}>{page}</DraftStoreContext.Provider>,
  });
  return { ...result, drafts };
}
