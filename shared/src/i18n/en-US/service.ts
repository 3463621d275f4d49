import type { service as zh } from '../zh-CN/service';

export const service: Record<keyof typeof zh, string> = {
  'service.pending': "This page is being delivered by the service section's team.",
};
