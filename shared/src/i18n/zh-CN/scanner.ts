/** The scanner section's texts (mfe-scanner), owned by its team. */
export const scanner = {
  'scanner.pending': '该页面由扫码查询团队开发，正在交付中。',
} as const;
