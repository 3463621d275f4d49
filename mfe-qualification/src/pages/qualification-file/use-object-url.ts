import { useEffect, useState } from 'react';

type State = { url: string | null; failed: boolean };

/**
 * Load a Blob and hold an object URL for it while the component shows it; revoked when
 * the source changes or the component goes. `load` is keyed by `key`.
 */
export function useObjectUrl(key: string | null, load: (signal: AbortSignal) => Promise<Blob>) {
  const [state, setState] = useState<State & { key: string | null }>({
    key: null,
    url: null,
    failed: false,
  });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    let url: string | null = null;
    load(controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ key, url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ key, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `load` is a fresh closure each render; the key says when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { url: null, failed: false };
}
