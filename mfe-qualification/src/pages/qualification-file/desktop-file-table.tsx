import { desktopCode } from '@pest-portal/shared/ui';
import type { ComponentProps } from 'react';
import type { FileTable } from './file-table';

/**
 * The desktop's tables of files: antd's Table (the antd kit's records group), which a phone
 * never draws; its files are cards (desktopCode). The page's route loader calls warmFileTable.
 */
const fileTableCode = desktopCode(
  () => import(/* webpackChunkName: "file-table" */ './file-table'),
);

export const loadFileTable = fileTableCode.load;
export const warmFileTable = fileTableCode.warm;

/** The files' tables, once their code is in (the nearest Suspense shows meanwhile). */
export function DesktopFileTable(props: ComponentProps<typeof FileTable>) {
  const { FileTable: Table } = fileTableCode.useCode();
  return <Table {...props} />;
}
