/** The feedback section's texts. */
export const feedback = {
  'feedback.title': '意见反馈',
} as const;
