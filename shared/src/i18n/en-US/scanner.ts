import type { scanner as zh } from '../zh-CN/scanner';

export const scanner: Record<keyof typeof zh, string> = {
  'scanner.pending': "This page is being delivered by the scanner section's team.",
};
