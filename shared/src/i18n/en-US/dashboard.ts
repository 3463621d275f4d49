import type { dashboard as zh } from '../zh-CN/dashboard';

export const dashboard: Record<keyof typeof zh, string> = {
  'dashboard.pending': "This page is being delivered by the dashboard section's team.",
};
