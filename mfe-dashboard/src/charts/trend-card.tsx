import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Button, Flex } from '@pest-portal/shared/antd';
import { Segmented } from '@pest-portal/shared/antd/data';
import { Table } from '@pest-portal/shared/antd/records';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useLocaleStore } from '@pest-portal/shared';
import { useT } from '../i18n';
import { sizedColumn, tableWidth, textColumn } from '../table/fixed-columns';
import { ChartCard } from './chart-card';
import type { ChartOption } from './chart-option';
import { EChart } from './e-chart';
import type { echarts } from './echarts';
import { formatCount } from './format';

/** A chart's figures as a table: one row a bucket, one column a series. */
export interface ChartTable {
  columns: string[];
  rows: Array<{ key: string; label: string; values: Array<number | null> }>;
}

interface TrendCardProps {
  title: string;
  note?: string;
  height: number;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  option: ChartOption | null;
  table: ChartTable;
}

type View = 'chart' | 'table';

/**
 * A data trend chart that can also be read as a table (exact figures, for a report or a
 * screen reader) and saved as a PNG (the canvas at twice its size, on white).
 */
export function TrendCard(props: TrendCardProps) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const [view, setView] = useState<View>('chart');
  const chart = useRef<echarts.ECharts | null>(null);
  const { title, option, table, height } = props;

  const save = () => {
    const url = chart.current?.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: '#fff',
    });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${title}.png`;
    link.click();
  };

  const extra = (
    <Flex gap={8} align="center">
      <Segmented<View>
        size="small"
        aria-label={t('dashboard.trend.view')}
        value={view}
        onChange={setView}
        options={[
          { value: 'chart', label: t('dashboard.trend.view.chart') },
          { value: 'table', label: t('dashboard.trend.view.table') },
        ]}
      />
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        disabled={view !== 'chart' || !option}
        onClick={save}
      >
        {t('dashboard.trend.saveImage')}
      </Button>
    </Flex>
  );

  const cell = (value: number | null) => (value === null ? '—' : formatCount(locale, value));
  // Fixed layout: a series (a device's label and area) heads its column on one line, and
  // the period column stays in view while the figures scroll sideways.
  const columns: TableColumnsType<ChartTable['rows'][number]> = [
    {
      ...textColumn(t('dashboard.trend.table.period'), 120),
      dataIndex: 'label',
      fixed: 'left',
    },
    ...table.columns.map((name, i) => ({
      ...sizedColumn(name, 90),
      key: String(i),
      align: 'right' as const,
      render: (_: unknown, row: ChartTable['rows'][number]) => cell(row.values[i] ?? null),
    })),
  ];
  return (
    <ChartCard {...props} extra={extra}>
      {option && view === 'chart' && (
        <EChart
          option={option}
          label={title}
          height={height}
          onInstance={(instance) => {
            chart.current = instance;
          }}
        />
      )}
      {view === 'table' && (
        <Table
          size="small"
          aria-label={title}
          rowKey="key"
          pagination={false}
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns), y: height }}
          dataSource={table.rows}
          columns={columns}
        />
      )}
    </ChartCard>
  );
}
