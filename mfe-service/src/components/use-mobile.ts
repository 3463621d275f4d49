import { useState } from 'react';
import { isMobile } from '@pest-portal/shared';

/** The layout is chosen once, as the shell chooses its own: a resize does not swap it mid-task. */
export function useMobile(): boolean {
  const [mobile] = useState(() => isMobile());
  return mobile;
}
