import { STATUS, type SessionInfo } from '@pest-portal/shared/contract';
import { SCANNER_ENDPOINTS as QR } from '@pest-portal/shared/contract/scanner';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';
import { DEVICE_FORBIDDEN, DEVICE_NOT_FOUND } from './device-access';
import { RECORD_NOT_FOUND } from './qrcode-routes';

let t: TestApp;
let hq: SessionInfo;
let store: SessionInfo;
let other: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  [hq, store, other] = [
    await login(t.app, 'hq_demo'),
    await login(t.app, 'store_demo'),
    await login(t.app, 'other_demo'),
  ];
});
afterAll(() => t.close());

/** The seeded device of a member with the most checks, straight from the tables. */
async function busiestDevice(memberId: number) {
  const [row] = await t.db.query<{ id: number; code: string; checks: number }>(
    `select d.id, d.code, count(dc.id)::int as checks from devices d
       left join device_checks dc on dc.device_id = d.id
      where d.member_id = $1 group by d.id order by checks desc, d.id limit 1`,
    [memberId],
  );
  if (!row) throw new Error(`member ${memberId} has no device`);
  return row;
}

describe('QR query', () => {
  it('finds the device of a scanned label, with its area and company', async () => {
    const device = await busiestDevice(store.mid);
    const info = await call(t.app, QR.getQrcodeInfo, { qrcode: device.code }, { session: store });
    expect(info.statusCode).toBe(STATUS.OK);
    expect(info.data).toMatchObject({
      deviceId: device.id,
      deviceCode: device.code,
      memberId: store.mid,
      memberName: store.companyName,
    });
    expect(info.data.deviceTypeName).not.toBe('');
    expect(info.data.areaName).not.toBe('');
  });

  it('sums the device’s checks and catches as the tables hold them', async () => {
    const device = await busiestDevice(store.mid);
    const [expected] = await t.db.query<{ catches: number }>(
      `select coalesce(sum(dcp.count), 0)::int as catches from device_checks dc
         join device_check_pests dcp on dcp.device_check_id = dc.id where dc.device_id = $1`,
      [device.id],
    );
    const stats = (
      await call(t.app, QR.getDeviceStatistics, { deviceId: device.id }, { session: store })
    ).data;
    expect(device.checks).toBeGreaterThan(0);
    expect(stats.checkCount).toBe(device.checks);
    expect(stats.catchTotal).toBe(expected?.catches);
    expect(stats.pests.reduce((sum, p) => sum + p.count, 0)).toBe(stats.catchTotal);
    expect(stats.lastCheckedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('pages the records newest first, and opens one with counts and photos', async () => {
    const device = await busiestDevice(store.mid);
    const page1 = (
      await call(
        t.app,
        QR.deviceRecordPage,
        { deviceId: device.id, pageNum: 1, pageSize: 3 },
        { session: store },
      )
    ).data;
    expect(page1.total).toBe(device.checks);
    expect(page1.list).toHaveLength(Math.min(3, device.checks));
    const times = page1.list.map((r) => r.checkedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = (
      await call(
        t.app,
        QR.deviceRecordPage,
        { deviceId: device.id, pageNum: 2, pageSize: 3 },
        { session: store },
      )
    ).data;
    expect(page2.list.map((r) => r.recordId)).not.toContain(page1.list[0]?.recordId);

    const withCatch = page1.list.find((r) => r.catchTotal > 0) ?? page1.list[0]!;
    const detail = (
      await call(
        t.app,
        QR.deviceRecordDetailPage,
        { recordId: withCatch.recordId },
        { session: store },
      )
    ).data;
    expect(detail.record).toEqual(withCatch);
    expect(detail.device.deviceId).toBe(device.id);
    expect(detail.pests.reduce((sum, p) => sum + p.count, 0)).toBe(withCatch.catchTotal);
    const [photos] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from task_images where task_id = $1',
      [withCatch.taskId],
    );
    expect(detail.photos).toHaveLength(photos?.n ?? -1);
    for (const photo of detail.photos)
      expect(photo.url).toMatch(/^\/api\/(files|service-assets)\//);
  });

  it('answers an unknown label and another customer’s device with the same clear not-found', async () => {
    const unknown = await call(t.app, QR.getQrcodeInfo, { qrcode: 'NO-SUCH' }, { session: store });
    expect(unknown).toMatchObject({ statusCode: STATUS.NOT_FOUND, message: DEVICE_NOT_FOUND });
    const device = await busiestDevice(store.mid);
    for (const endpoint of [QR.getDeviceStatistics] as const) {
      const refused = await call(t.app, endpoint, { deviceId: device.id }, { session: other });
      expect(refused).toMatchObject({ statusCode: STATUS.NOT_FOUND, message: DEVICE_NOT_FOUND });
    }
    const byCode = await call(t.app, QR.getQrcodeInfo, { qrcode: device.code }, { session: other });
    expect(byCode).toMatchObject({ statusCode: STATUS.NOT_FOUND, data: null });
    const records = await call(
      t.app,
      QR.deviceRecordPage,
      { deviceId: device.id, pageNum: 1, pageSize: 10 },
      { session: other },
    );
    expect(records.statusCode).toBe(STATUS.NOT_FOUND);
    const page = await call(
      t.app,
      QR.deviceRecordPage,
      { deviceId: device.id, pageNum: 1, pageSize: 1 },
      { session: store },
    );
    const detail = await call(
      t.app,
      QR.deviceRecordDetailPage,
      { recordId: page.data.list[0]!.recordId },
      { session: other },
    );
    expect(detail).toMatchObject({ statusCode: STATUS.NOT_FOUND, message: RECORD_NOT_FOUND });
  });

  it('tells a headquarters user to switch company for a device outside the current one', async () => {
    const [sub] = hq.companyList.flatMap((c) => c.memberInfoList ?? []);
    const sibling = hq.companyList.find(
      (c) => c.memberId !== sub?.memberId && !c.memberIdList.includes(sub!.memberId),
    );
    if (!sub || !sibling) throw new Error('hq_demo needs two separate companies');
    const device = await busiestDevice(sub.memberId);
    const outside = await call(
      t.app,
      QR.getQrcodeInfo,
      { qrcode: device.code },
      { session: { ...hq, mid: sibling.memberId } },
    );
    expect(outside).toMatchObject({ statusCode: STATUS.FORBIDDEN, message: DEVICE_FORBIDDEN });
    const inside = await call(
      t.app,
      QR.getQrcodeInfo,
      { qrcode: device.code },
      { session: { ...hq, mid: sub.memberId } },
    );
    expect(inside.data.deviceId).toBe(device.id);
  });

  it('refuses malformed input with a 400 naming every bad field', async () => {
    const bad = await call(
      t.app,
      QR.deviceRecordPage,
      { deviceId: -1, pageNum: 0, pageSize: 1000 },
      { session: store },
    );
    expect(bad.statusCode).toBe(STATUS.VALIDATION);
    expect((bad.data as unknown as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'deviceId',
      'pageNum',
      'pageSize',
    ]);
    const empty = await call(t.app, QR.getQrcodeInfo, { qrcode: '' }, { session: store });
    expect(empty).toMatchObject({ statusCode: STATUS.VALIDATION });
    // The message is the catalogue's text in the request's language; the field names the input.
    expect((empty.data as unknown as { field: string }[]).map((e) => e.field)).toEqual(['qrcode']);
    const long = await call(
      t.app,
      QR.getQrcodeInfo,
      { qrcode: 'x'.repeat(65) },
      { session: store },
    );
    expect(long.statusCode).toBe(STATUS.VALIDATION);
  });
});
