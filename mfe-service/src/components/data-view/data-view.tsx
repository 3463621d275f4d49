import { Spin } from '@pest-portal/shared/antd';
import { Suspense, useDeferredValue, useMemo } from 'react';
import { useMobile } from '../use-mobile';
import { DataCards } from './data-cards';
import { DesktopTable } from './desktop-table';
import type { DataViewProps } from './types';

const WAITING = (
  <Spin spinning>
    <div style={{ minHeight: 160 }} />
  </Spin>
);

/**
 * A list of rows, in the layout of the device: a table on a desktop, cards with the same
 * columns on a phone (spec: both layouts for every page). Every list of the section is one.
 * The table's code is loaded on a desktop only (./desktop-table).
 *
 * The rows are drawn in a deferred render: a new page of rows (a filter chosen, the server's
 * answer in) is first a cheap render that keeps the list on screen, then a background one
 * that React splits into slices and gives up for a tap. Drawn at once, a page of cards was
 * one task of 200-300 ms at the bench's phone CPU (7.4x), and the 完成 of the filter sheet,
 * tapped while the answer came in, waited for all of it (issue 13, INP 260 ms).
 * The loading veil is not deferred: a list blurred while it reloads takes taps again the
 * moment its rows are in.
 */
export function DataView<T extends object>(props: DataViewProps<T>) {
  const mobile = useMobile();
  const shown = useDeferredValue(props);
  // The same element while the deferred props are the last render's: React skips the list.
  const list = useMemo(
    () =>
      mobile ? (
        <DataCards<T> {...shown} />
      ) : (
        // The table's code on its way (./desktop-table): a veil over the space it will take.
        // Here, inside the list, not around the loading veil: there the filter's option click
        // painted 30-50 ms later on the benchmark's desktop (medians 128 against 96 ms).
        <Suspense fallback={WAITING}>
          <DesktopTable<T> {...shown} />
        </Suspense>
      ),
    [mobile, shown],
  );
  return <Spin spinning={Boolean(props.loading)}>{list}</Spin>;
}
