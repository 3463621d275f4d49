import type { CompanyEntry } from '@pest-portal/shared';
import { afterNextPaint, useCompanyStore } from '@pest-portal/shared';

/** What happens after the stores are written: a full reload, so every section starts over for the new company. */
export const reloadPage = { run: (): void => window.location.reload() };

/**
 * spec §4: selecting a company stores its details (a group company stores its member list
 * as the current company list, a single one itself) and reloads.
 */
export function selectCompany(entry: CompanyEntry): void {
  useCompanyStore.getState().selectCompany(entry);
  // The tap paints first (INP): a reload started inside the tap left its event waiting on
  // a frame the old page might not draw before it went (272-432 ms in the bench).
  void afterNextPaint().then(() => reloadPage.run());
}
