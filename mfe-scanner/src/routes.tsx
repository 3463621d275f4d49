import type { LoaderFunctionArgs, RouteObject } from '@pest-portal/shared/router';
import { paths, type RouteHandle } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { QRCODE_DETAIL_SEGMENT, QRCODE_PAYLOAD_KEY } from '@pest-portal/shared/contract/scanner';
import { PAGE_PARAM, pageOf, sectionRootLazy } from '@pest-portal/shared/ui';
import { deviceRecordPageQuery } from './api/get-device-record-page';
import { deviceStatisticsQuery } from './api/get-device-statistics';
import { deviceRecordDetailQuery } from './api/get-device-record-detail';
import { qrcodeInfoQuery } from './api/get-qrcode-info';
import { translate } from './i18n';
import { RECORD_PAGE_SIZE } from './pages/qrcode-query/record-page-size';
import { recordIdOf } from './pages/record-detail/record-id';

// Each page's code is its own chunk (route `lazy`), so ./routes needs no antd and its
// loaders start the device's requests as soon as it has run. "page-<last segment of its
// path>" lets the shell's index.html ask for it beside the routes (page-chunks.cjs).
const queryPage: NonNullable<RouteObject['lazy']> = async () => ({
  Component: (
    await import(
      /* webpackChunkName: "page-qrcodeQuery" */ './pages/qrcode-query/qrcode-query-page'
    )
  ).QrcodeQueryPage,
});
const detailPage: NonNullable<RouteObject['lazy']> = async () => ({
  Component: (
    await import(/* webpackChunkName: "page-detail" */ './pages/record-detail/record-detail-page')
  ).RecordDetailPage,
});

const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/**
 * The device's data starts with the page's code (issue 7 §2): the label's device, then,
 * as soon as its id is known, its statistics and first page of records. Not awaited: the
 * page renders at once and reads the same queries.
 */
function queryPageLoader(args: LoaderFunctionArgs): null {
  const search = searchOf(args);
  const qrcode = search.get(QRCODE_PAYLOAD_KEY)?.trim();
  if (!qrcode) return null;
  // Read as the record list reads it (usePageParam), so the page prefetched is the one shown.
  const pageNum = pageOf(search.get(PAGE_PARAM));
  void queryClient.fetchQuery(qrcodeInfoQuery(qrcode)).then(
    ({ deviceId }) => {
      void queryClient.prefetchQuery(deviceStatisticsQuery(deviceId));
      void queryClient.prefetchQuery(
        deviceRecordPageQuery({ deviceId, pageNum, pageSize: RECORD_PAGE_SIZE }),
      );
    },
    () => undefined, // the page shows why (not found, another company)
  );
  return null;
}

function detailLoader(args: LoaderFunctionArgs): null {
  const recordId = recordIdOf(searchOf(args));
  if (recordId !== null) void queryClient.prefetchQuery(deviceRecordDetailQuery(recordId));
  return null;
}

const detailHandle: RouteHandle = { title: () => translate('detail.title') };

/** What this remote exposes as ./routes (RemoteRoutesModule): /qrcodeQuery and its detail. */
export const routes: RouteObject[] = [
  {
    path: paths.qrcodeQuery.path,
    lazy: sectionRootLazy,
    children: [
      { index: true, lazy: queryPage, loader: queryPageLoader },
      {
        path: QRCODE_DETAIL_SEGMENT,
        lazy: detailPage,
        loader: detailLoader,
        handle: detailHandle,
      },
    ],
  },
];
