import type { UIMatch } from '@pest-portal/shared/router';
import type { RouteHandle } from '@pest-portal/shared';

/**
 * The title a remote gives its deepest matched route in `handle.title` (issue 7 §1: child
 * titles ship with their section), in the current language; undefined when none has one.
 */
export function handleTitle(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (typeof title === 'function') return title();
  }
  return undefined;
}
