import { createContext, useContext } from 'react';
import { createIndexedDbDraftStore } from './indexed-db-draft-store';
import type { FeedbackDraft } from './feedback-draft';

/**
 * Where drafts live. The spec fixes the local-storage keys (spec §3), so drafts cannot
 * go there; the browser uses IndexedDB, tests use the in-memory store.
 */
export interface DraftStore {
  load(key: string): Promise<FeedbackDraft | null>;
  save(key: string, draft: FeedbackDraft): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createMemoryDraftStore(initial: Record<string, FeedbackDraft> = {}): DraftStore {
  const drafts = new Map(Object.entries(initial));
  return {
    load: async (key) => drafts.get(key) ?? null,
    save: async (key, draft) => void drafts.set(key, draft),
    clear: async (key) => void drafts.delete(key),
  };
}

/** IndexedDB where the browser has it (private modes may not); otherwise drafts last for the page's life. */
function browserDraftStore(): DraftStore {
  return typeof indexedDB === 'undefined'
    ? createMemoryDraftStore()
    : createIndexedDbDraftStore(indexedDB);
}

export const DraftStoreContext = createContext<DraftStore>(browserDraftStore());

export function useDraftStore(): DraftStore {
  return useContext(DraftStoreContext);
}
