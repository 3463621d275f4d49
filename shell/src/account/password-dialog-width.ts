import { LAYOUT, isMobile } from '@pest-portal/shared';

/** The change-password dialog's width (spec §5): 20% on a desktop, nearly all of a phone's. */
export const passwordDialogWidth = () => (isMobile() ? '92vw' : LAYOUT.passwordDialogWidth);
