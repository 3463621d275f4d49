import {
  AppstoreOutlined,
  BarChartOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  HomeOutlined,
  MessageOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { PathName } from '@pest-portal/shared';

/** Icons of the menu items; decorative, the label names the item. */
export const MENU_ICONS: Partial<Record<PathName, ReactNode>> = {
  home: <HomeOutlined aria-hidden />,
  groupHome: <AppstoreOutlined aria-hidden />,
  serviceReport: <FileTextOutlined aria-hidden />,
  planDetail: <ScheduleOutlined aria-hidden />,
  dataTrend: <BarChartOutlined aria-hidden />,
  qualificationFile: <FileProtectOutlined aria-hidden />,
  feedback: <MessageOutlined aria-hidden />,
};
