import type { MessageKey } from '@pest-portal/shared';

/**
 * Route titles that differ on a phone (spec §2: /feedback is "feedback records" there):
 * the menu, the breadcrumb and the document title all name the page the same way.
 */
const MOBILE_TITLES: Partial<Record<MessageKey, MessageKey>> = {
  'title.feedback': 'title.feedbackMobile',
};

export function deviceTitleKey(key: MessageKey, mobile: boolean): MessageKey {
  return (mobile && MOBILE_TITLES[key]) || key;
}
