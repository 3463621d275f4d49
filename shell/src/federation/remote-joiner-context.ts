import { createContext, useContext } from 'react';
import type { RemoteRouteJoiner } from './join-remote-routes';

/** The joiner of the router on this page, for the remote areas' Retry. */
export const RemoteJoinerContext = createContext<RemoteRouteJoiner | null>(null);

export function useRemoteJoiner(): RemoteRouteJoiner {
  const joiner = useContext(RemoteJoinerContext);
  if (!joiner) throw new Error('useRemoteJoiner needs a RemoteJoinerContext provider');
  return joiner;
}
