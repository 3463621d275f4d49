import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryDraftStore, DraftStoreContext, type DraftStore } from './draft-store';
import type { FeedbackDraft } from './feedback-draft';
import { useFeedbackDraft } from './use-feedback-draft';

const saved: FeedbackDraft = {
  feedbackType: 'service',
  content: '仓库粘鼠板需要更换',
  contact: '139',
  images: ['/f/1.png'],
};

function setup(store: DraftStore, key = 'feedback-draft:7') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DraftStoreContext.Provider value={store}>{children}</DraftStoreContext.Provider>
  );
  return renderHook(({ k }) => useFeedbackDraft(k), { wrapper, initialProps: { k: key } });
}

describe('useFeedbackDraft', () => {
  it('restores the draft stored under its key', async () => {
    const { result } = setup(createMemoryDraftStore({ 'feedback-draft:7': saved }));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.restored).toEqual(saved);
  });

  it('saves changes, and a reload (a new mount) finds them', async () => {
    const store = createMemoryDraftStore();
    const first = setup(store);
    await waitFor(() => expect(first.result.current.ready).toBe(true));
    expect(first.result.current.restored).toBeNull();
    act(() => first.result.current.save(saved));
    first.unmount();

    const second = setup(store);
    await waitFor(() => expect(second.result.current.restored).toEqual(saved));
  });

  it('does not overwrite the stored draft before it was read', async () => {
    let release: () => void = () => undefined;
    const memory = createMemoryDraftStore({ 'feedback-draft:7': saved });
    const slow: DraftStore = {
      ...memory,
      load: (key) => new Promise((r) => (release = () => r(memory.load(key)))),
    };
    const { result } = setup(slow);
    act(() => result.current.save({ content: '', contact: '', images: [] }));
    await act(async () => release());
    await waitFor(() => expect(result.current.restored).toEqual(saved));
    expect(await memory.load('feedback-draft:7')).toEqual(saved);
  });

  it('clears the draft, and an emptied form clears it too', async () => {
    const store = createMemoryDraftStore({ 'feedback-draft:7': saved, 'feedback-draft:8': saved });
    const { result } = setup(store);
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.clear());
    expect(await store.load('feedback-draft:7')).toBeNull();
    expect(await store.load('feedback-draft:8')).toEqual(saved); // another account's draft stays

    const other = setup(store, 'feedback-draft:8');
    await waitFor(() => expect(other.result.current.ready).toBe(true));
    act(() => other.result.current.save({ content: '', contact: '', images: [] }));
    await waitFor(async () => expect(await store.load('feedback-draft:8')).toBeNull());
  });

  it('keeps the form usable when storage fails', async () => {
    const broken: DraftStore = {
      load: () => Promise.reject(new Error('blocked')),
      save: () => Promise.reject(new Error('quota')),
      clear: () => Promise.reject(new Error('blocked')),
    };
    const { result } = setup(broken);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.restored).toBeNull();
    act(() => result.current.save(saved));
    await expect(result.current.clear()).resolves.toBeUndefined();
  });
});
