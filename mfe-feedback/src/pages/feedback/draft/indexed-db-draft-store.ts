import type { DraftStore } from './draft-store';
import { parseDraft } from './feedback-draft';

const DB_NAME = 'pest-portal-feedback';
const STORE = 'drafts';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * A thin IndexedDB adapter: one object store of drafts keyed by name. Kept free of logic
 * (validation is parseDraft's) so that the tested in-memory store stands in for it.
 */
export function createIndexedDbDraftStore(factory: IDBFactory): DraftStore {
  let db: Promise<IDBDatabase> | null = null;
  function open(): Promise<IDBDatabase> {
    if (!db) {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      db = promised(request);
      db.catch(() => (db = null)); // let a later call try again
    }
    return db;
  }
  async function run<T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const store = (await open()).transaction(STORE, mode).objectStore(STORE);
    return promised(action(store));
  }
  return {
    load: async (key) => parseDraft(await run('readonly', (s) => s.get(key))),
    save: async (key, draft) => void (await run('readwrite', (s) => s.put(draft, key))),
    clear: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}
