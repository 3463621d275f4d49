import { defineMessages } from '@pest-portal/shared';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

export type DashboardMessageKey = keyof typeof zhCN;

/** This section's own catalogue: its texts ship with the remote (shared/README.md). */
export const { useT, translate, messages } = defineMessages(zhCN, enUS);
