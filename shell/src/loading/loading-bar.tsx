import { useLoadingStore, useT } from '@pest-portal/shared';

/**
 * The one loading indicator (spec §8): a thin bar at the top of the page while any request
 * is in flight, gone when all have finished. No time-out of its own (spec §9). Styled in
 * src/document/shell.css.
 */
export function LoadingBar() {
  const busy = useLoadingStore((s) => s.inFlight > 0);
  const t = useT();
  if (!busy) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      aria-busy="true"
      className="pp-loading-bar"
    >
      <div className="pp-loading-bar__run" />
    </div>
  );
}
