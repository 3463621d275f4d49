import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ChartCard } from './chart-card';
import type { ChartOption } from './chart-option';
import { EChart } from './e-chart';

export interface ChartProps<T> {
  title: string;
  note?: string;
  query: UseQueryResult<T[]>;
  option: (rows: T[]) => ChartOption;
  /** Whether the rows hold anything worth drawing (all-zero areas are still "no data"). */
  hasData?: (rows: T[]) => boolean;
  /** Changes when what `option` reads besides the rows changes (language, months). */
  version: string;
  height: number;
  /** A click on a data item (a bar, a slice): its category or name. */
  onClick?: (name: string) => void;
  /** Controls in the card's header (the regional comparison's region path). */
  extra?: ReactNode;
  /** Below the chart once it has data (the devices by area's links to their site plans). */
  footer?: ReactNode;
  /**
   * True while other data `option` reads is still on its way (the recorded pests that fix
   * each pest's colour): the chart stays in its loading state until then, so it is drawn
   * once, in its final colours, rather than redrawn with its colours moved.
   */
  waiting?: boolean;
}

/** A chart fed by one query: its card shows the query's loading, failure and empty states. */
export function QueryChart<T>(props: ChartProps<T>): ReactNode {
  const { title, note, query, option, hasData, version, height, onClick, extra, footer, waiting } =
    props;
  const rows = waiting ? undefined : query.data;
  // Rebuilt when the rows or the version change, not on every render of the page (the five
  // queries settle one by one): a new option object would restart the chart's animation.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `option` is a new closure each render; `version` stands for what it reads
  const built = useMemo(() => (rows ? option(rows) : null), [rows, version]);
  const empty = !rows || !(hasData ? hasData(rows) : rows.length > 0);
  return (
    <ChartCard
      title={title}
      note={note}
      extra={extra}
      height={height}
      loading={query.isPending || Boolean(waiting)}
      failed={query.isError}
      empty={empty}
      onRetry={() => void query.refetch()}
    >
      {built && <EChart option={built} label={title} height={height} onClick={onClick} />}
      {built && footer}
    </ChartCard>
  );
}
