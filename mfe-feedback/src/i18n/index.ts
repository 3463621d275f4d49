import { sectionMessages } from '@pest-portal/shared/ui';
import { feedback as enUS } from './en-US';
import { feedback as zhCN } from './zh-CN';

/** The feedback section's texts, shipped with this remote (issue 7 §1), over the platform's. */
export const { useT, translate, messages } = sectionMessages(zhCN, enUS);
export type FeedbackMessageKey = keyof typeof zhCN;
