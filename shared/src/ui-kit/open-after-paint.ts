import { useCallback, useRef, useState } from 'react';
import { afterNextPaint, duringKeyInput } from '../api/after-input-paint';

/**
 * `open` and `onOpenChange` for an antd popup (Popover, Select, Drawer...) that opens only
 * after the tap that asked for it has painted. A popup's first render (its portal, motion,
 * alignment and contents) ran inside the tap's handler and held back the tap's next frame:
 * 170-560 ms for the header's company switcher at the bench's phone CPU (7.65x), INP.
 * Closing is at once, and so is an opening asked for by a key: a keyboard user's next key
 * (ArrowDown, Enter) must act on the open list. The last request wins: a close asked for
 * while an opening waits for its paint cancels that opening.
 */
export function useOpenAfterPaint(): [boolean, (next: boolean) => void] {
  const [open, setOpen] = useState(false);
  const latest = useRef(0);
  const onOpenChange = useCallback((next: boolean) => {
    const request = ++latest.current;
    if (!next || duringKeyInput()) {
      setOpen(next);
      return;
    }
    void afterNextPaint().then(() => {
      if (request === latest.current) setOpen(true);
    });
  }, []);
  return [open, onOpenChange];
}
