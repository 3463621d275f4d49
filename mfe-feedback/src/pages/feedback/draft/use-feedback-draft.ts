import { useCallback, useEffect, useState } from 'react';
import { useDraftStore } from './draft-store';
import { isEmptyDraft, type FeedbackDraft } from './feedback-draft';

export interface FeedbackDraftState {
  /** The stored draft has been read (found or not); saving starts only then. */
  ready: boolean;
  /** The draft found at mount, to restore into the form. */
  restored: FeedbackDraft | null;
  save: (draft: FeedbackDraft) => void;
  clear: () => Promise<void>;
}

/**
 * The feedback form's draft under `key`: read once, then saved on every change, so that
 * it survives a failed send and a reload. Storage failures never block the form.
 * @example const draft = useFeedbackDraft(draftKey(mid)); draft.save(toDraft(values));
 */
export function useFeedbackDraft(key: string): FeedbackDraftState {
  const store = useDraftStore();
  const [loaded, setLoaded] = useState<{ key: string; draft: FeedbackDraft | null } | null>(null);

  useEffect(() => {
    let live = true;
    store
      .load(key)
      .catch(() => null)
      .then((draft) => live && setLoaded({ key, draft }));
    return () => {
      live = false;
    };
  }, [store, key]);

  const ready = loaded?.key === key;
  const save = useCallback(
    (draft: FeedbackDraft) => {
      // Before the stored draft is read, saving would overwrite it with an empty form.
      if (!ready) return;
      (isEmptyDraft(draft) ? store.clear(key) : store.save(key, draft)).catch(() => undefined);
    },
    [ready, store, key],
  );
  const clear = useCallback(() => store.clear(key).catch(() => undefined), [store, key]);

  return { ready, restored: loaded && ready ? loaded.draft : null, save, clear };
}
