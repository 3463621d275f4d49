import { common as enCommon } from './en-US/common';
import { feedback as enFeedback } from './en-US/feedback';
import { qualification as enQualification } from './en-US/qualification';
import { scanner as enScanner } from './en-US/scanner';
import { sections as enSections } from './en-US/sections';
import { service as enService } from './en-US/service';
import { shell as enShell } from './en-US/shell-texts';
import { common } from './zh-CN/common';
import { feedback } from './zh-CN/feedback';
import { qualification } from './zh-CN/qualification';
import { scanner } from './zh-CN/scanner';
import { sections } from './zh-CN/sections';
import { service } from './zh-CN/service';
import { shell } from './zh-CN/shell-texts';

/** The one message catalogue (DESIGN.md §6): zh-CN by default, en-US second. */
export const zhCN = {
  ...common,
  ...shell,
  ...sections,
  ...feedback,
  ...service,
  ...qualification,
  ...scanner,
};
export type MessageKey = keyof typeof zhCN;
export const enUS: Record<MessageKey, string> = {
  ...enCommon,
  ...enShell,
  ...enSections,
  ...enFeedback,
  ...enService,
  ...enQualification,
  ...enScanner,
};

export const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'zh-CN';
