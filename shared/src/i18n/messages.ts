import { common as enCommon } from './en-US/common';
import { shell as enShell } from './en-US/shell-texts';
import { common } from './zh-CN/common';
import { shell } from './zh-CN/shell-texts';

/** The one message catalogue (DESIGN.md §6): zh-CN by default, en-US second. */
export const zhCN = {
  ...common,
  ...shell,
};
export type MessageKey = keyof typeof zhCN;
export const enUS: Record<MessageKey, string> = {
  ...enCommon,
  ...enShell,
};

export const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'zh-CN';
