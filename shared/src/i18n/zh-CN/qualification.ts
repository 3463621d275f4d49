/** The qualification section's texts (mfe-qualification), owned by its team. */
export const qualification = {
  'qualification.pending': '该页面由资质文件团队开发，正在交付中。',
} as const;
