import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import FileProtectOutlined from '@ant-design/icons/es/icons/FileProtectOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
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
