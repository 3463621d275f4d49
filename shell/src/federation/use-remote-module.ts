import { useCallback, useEffect, useState } from 'react';
import { loadRemoteModule } from './remote-loader';

export type RemoteModuleState<T> =
  { status: 'loading' } | { status: 'ready'; module: T } | { status: 'error'; error: unknown };

/**
 * One exposed module of a remote, with a retry that really goes back to the network
 * (the remote is re-registered with force). `attempt` changes on every retry, so a
 * caller can key its error boundary by it.
 * @example const { state, retry } = useRemoteModule('feedback', './routes', isRoutesModule);
 */
export function useRemoteModule<T>(
  remote: string,
  expose: string,
  isValid: (value: unknown) => value is T,
) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteModule<unknown>(remote, expose, { force: attempt > 0 }).then(
      (module) => {
        if (!live) return;
        if (isValid(module)) setState({ status: 'ready', module });
        else
          setState({
            status: 'error',
            error: new Error(`${remote}/${expose} does not have the expected shape`),
          });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
    // isValid is a module-level type guard; a new one must not restart the load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, expose, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, attempt };
}
