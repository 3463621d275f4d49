import type { Page } from '@playwright/test';

/** The path of every request the page makes from now on (files and API calls), in order. */
export function pathsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}
