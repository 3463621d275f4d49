import { remoteMounts } from '../router/remote-mounts';
import { preloadRemoteModule } from './remote-loader';

/**
 * Preloading a section the user is about to open (issue 13: the federation runtime's
 * preloading on menu hover), from the menu's paths: the remote that owns a top-level path,
 * none for the shell's own pages.
 * - 'routes': the remote's manifest, entry and route module (`./routes`), for an item the
 *   pointer rests on, the keyboard focuses or a finger touches;
 * - 'entry': its manifest and entry alone, for every item of the phone drawer when it
 *   opens: the two round trips each section's first visit waits on, without every
 *   section's code on a mobile network.
 * Fire and forget: the caller never waits, and a failure is left to the real load.
 */
export function preloadSection(path: string, what: 'routes' | 'entry' = 'routes'): void {
  const mount = remoteMounts().find((m) => m.top === path);
  if (!mount) return;
  void preloadRemoteModule(mount.section, what === 'routes' ? './routes' : undefined);
}
