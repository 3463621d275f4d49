import { useEffect, useState } from 'react';
import { isMobile } from '@pest-portal/shared';

/** isMobile(), kept current when the window is resized or a phone is rotated. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobile());
  useEffect(() => {
    const update = () => setMobile(isMobile());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
