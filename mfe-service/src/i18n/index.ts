import { sectionMessages } from '@pest-portal/shared/ui';
import { service as enUS } from './en-US';
import { service as zhCN } from './zh-CN';

/** The service section's texts, shipped with this remote (issue 7 §1), over the platform's. */
export const { useT, translate, messages } = sectionMessages(zhCN, enUS);
export type ServiceMessageKey = keyof typeof zhCN;
