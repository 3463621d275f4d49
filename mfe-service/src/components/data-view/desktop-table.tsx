import { isMobile } from '@pest-portal/shared';
import { use } from 'react';
import type * as DataTableModule from './data-table';
import type { DataViewProps } from './types';

// Its type only: the code itself is the dynamic import's, in a chunk of its own.
type TableModule = typeof DataTableModule;

let table: Promise<TableModule> | undefined;
/** The module once it has arrived: a table whose code is in draws at once, no fallback frame. */
let loaded: TableModule | undefined;

/**
 * The desktop table's code: a chunk of its own, with antd's Table (the antd kit's records
 * group, 48 KB compressed), which a phone never draws: its lists are cards (issue 13: the
 * phone's service list downloaded and compiled the table group on its way to the data).
 * One promise for the page's life; a failed load is asked for again next time.
 */
export function loadDataTable(): Promise<TableModule> {
  table ??= import(/* webpackChunkName: "data-table" */ './data-table').then(
    (module) => (loaded = module),
    (error: unknown) => {
      table = undefined;
      throw error;
    },
  );
  return table;
}

/**
 * On a desktop, the table's code asked for now, from a page's route loader: beside the
 * page's own chunk, not a round trip after it, when the page first draws its list.
 */
export function warmDataTable(load: () => Promise<unknown> = loadDataTable): void {
  if (!isMobile()) load().catch(() => undefined);
}

/** The desktop list, once its code is in (the nearest Suspense shows meanwhile). */
export function DesktopTable<T extends object>(props: DataViewProps<T>) {
  const { DataTable } = loaded ?? use(loadDataTable());
  return <DataTable<T> {...props} />;
}
