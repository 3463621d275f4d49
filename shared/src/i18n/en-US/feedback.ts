import type { feedback as zh } from '../zh-CN/feedback';

export const feedback: Record<keyof typeof zh, string> = {
  'feedback.title': 'Feedback',
};
