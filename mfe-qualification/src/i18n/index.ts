import { defineMessages } from '@pest-portal/shared';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

/** This section's own catalogue: it ships with the remote (issue 7 §1). */
export const { useT, translate, messages } = defineMessages(zhCN, enUS);
export type QualificationKey = keyof typeof zhCN;
