import type { qualification as zh } from '../zh-CN/qualification';

export const qualification: Record<keyof typeof zh, string> = {
  'qualification.pending': "This page is being delivered by the qualification section's team.",
};
