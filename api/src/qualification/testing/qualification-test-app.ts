import { todayOf } from '../../service/period';
import { readServiceConfig } from '../../service/service-config';
import { createServiceTestApp, type ServiceTestApp } from '../../service/testing/service-test-app';
import { seedQualification } from '../../seed/qualification/seed-qualification';

/**
 * The service test app (real server, seeded demo tenants, clock at TEST_NOW) with the
 * qualification files re-made for that clock, so expired and expiring are the same on
 * any day the suite runs.
 */
export async function createQualificationTestApp(): Promise<ServiceTestApp> {
  const t = await createServiceTestApp();
  const [seeded] = await t.db.query<{ same: boolean }>(
    `select bool_and((created_at at time zone 'Asia/Shanghai')::date = $1::date) as same from qualification_files`,
    [todayOf(t.now)],
  );
  // The template was seeded with the real clock: on another day than TEST_NOW's, draw again.
  if (!seeded?.same) {
    await t.db.query('delete from qualification_files');
    await seedQualification(t.db, readServiceConfig(), t.now);
  }
  return t;
}
