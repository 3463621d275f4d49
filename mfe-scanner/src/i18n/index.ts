import { defineMessages } from '@pest-portal/shared';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

export type { ScannerMessageKey } from './zh-CN';
export const { useT, translate, messages } = defineMessages(zhCN, enUS);
