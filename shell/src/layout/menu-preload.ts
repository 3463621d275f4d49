import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { preloadSection } from '../federation/preload-section';

/**
 * Preloading from the menus (issue 13): a section's remote starts loading when the user
 * shows intent to open it, not when the click lands. The items carry their path in a data
 * attribute (antd passes data-* through to each item's <li>), and the menu's landmark
 * listens once for all of them, so no item needs handlers of its own.
 */
const ATTRIBUTE = 'data-preload-path';

/** The props a menu item adds so that the handlers below know its path. */
export function preloadItemProps(path: string): { 'data-preload-path': string } {
  return { 'data-preload-path': path };
}

function preloadFrom(target: EventTarget): void {
  if (!(target instanceof Element)) return;
  const path = target.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
  if (path) preloadSection(path);
}

/**
 * For the menu's container: the pointer resting on an item (desktop), the keyboard
 * focusing one, a finger touching one (the phone drawer: touchstart comes some 100 ms
 * before the click, and on a mobile network every round trip started earlier counts).
 */
export const menuPreloadHandlers = {
  onMouseOver: (event: MouseEvent) => preloadFrom(event.target),
  onFocus: (event: FocusEvent) => preloadFrom(event.target),
  onTouchStart: (event: TouchEvent) => preloadFrom(event.target),
};
