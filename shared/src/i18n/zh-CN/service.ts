/** The service section's texts (mfe-service), owned by its team. */
export const service = {
  'service.pending': '该页面由服务模块团队开发，正在交付中。',
} as const;
