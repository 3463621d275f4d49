import { useMobile } from '../use-mobile';
import { DataCards } from './data-cards';
import { DataTable } from './data-table';
import type { DataViewProps } from './types';

/**
 * A list of rows, in the layout of the device: a table on a desktop, cards with the same
 * columns on a phone (spec: both layouts for every page). Every list of the section is one.
 */
export function DataView<T extends object>(props: DataViewProps<T>) {
  return useMobile() ? <DataCards<T> {...props} /> : <DataTable<T> {...props} />;
}
