import { desktopCode } from '@pest-portal/shared/ui';
import type { DataViewProps } from './types';

/**
 * The desktop list's code: antd's Table (the antd kit's records group), which a phone never
 * draws; its lists are cards (desktopCode). The route loaders of the pages that draw a list
 * call warmDataTable.
 */
const tableCode = desktopCode(() => import(/* webpackChunkName: "data-table" */ './data-table'));

export const loadDataTable = tableCode.load;
export const warmDataTable = tableCode.warm;

/** The desktop list, once its code is in (the nearest Suspense shows meanwhile). */
export function DesktopTable<T extends object>(props: DataViewProps<T>) {
  const { DataTable } = tableCode.useCode();
  return <DataTable<T> {...props} />;
}
