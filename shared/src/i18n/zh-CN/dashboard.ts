/** The dashboard section's texts (mfe-dashboard), owned by its team. */
export const dashboard = {
  'dashboard.pending': '该页面由首页与数据看板团队开发，正在交付中。',
} as const;
