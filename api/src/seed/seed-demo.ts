import { hashToken } from '../auth/tokens';
import { evaluateVisits } from '../dashboard/alerts/evaluate-alerts';
import type { Db, Queryable } from '../db/db';
import { seedDashboardTrends } from './dashboard-seed';
import { seedDistricts } from './district-seed';
import { createRng } from './prng';
import { DEMO_CUSTOMERS, EXPIRED_DEMO_TOKEN } from './demo-data';
import { seedBrands } from './seed-brands';
import { seedCustomer, type SeededMember } from './seed-customers';
import { seedFeedback } from './seed-feedback';
import { seedQualification } from './qualification/seed-qualification';
import { readServiceConfig } from '../service/service-config';
import { seedService } from './service-seed';
import { seedSitePlans } from './site-plan/seed-site-plans';

export interface SeedOptions {
  /** Multiplies row counts (feedback now, work orders later) for the benchmark. */
  scale: number;
  now: Date;
}

const SEED = 20260101;
/** Any fixed number: two servers starting on one empty database seed it once. */
const SEED_LOCK = 72_616_002;

async function seedExtras(db: Queryable, accounts: Map<string, number>, now: Date) {
  const hq = accounts.get('hq_demo');
  if (hq === undefined) return;
  await db.query(
    'insert into sessions (account_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4)',
    [
      hq,
      hashToken(EXPIRED_DEMO_TOKEN),
      new Date(now.getTime() - 13 * 3600_000),
      new Date(now.getTime() - 3600_000),
    ],
  );
  await db.query(
    'insert into wechat_bindings (account_id, open_id, nick_name, bound_at) values ($1, $2, $3, $4)',
    [hq, 'oDemoHq000000000000000000000', '华东集团-王经理', now],
  );
}

/**
 * Fill an empty database with the demo tenants (deterministic: the same rows on every
 * machine for the same date). Does nothing when customers exist. Returns whether it seeded.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from customers');
    if (existing?.n) return false;
    const rng = createRng(SEED);
    const brands = await seedBrands(tx);
    const members: SeededMember[] = [];
    const accounts = new Map<string, number>();
    const firstAccount = new Map<number, number>();
    for (const customer of DEMO_CUSTOMERS) {
      const seeded = await seedCustomer(
        tx,
        customer,
        customer.brand ? (brands.get(customer.brand) ?? null) : null,
        rng,
        options.now,
      );
      members.push(...seeded.members);
      for (const [name, id] of seeded.accounts) accounts.set(name, id);
      const [first] = seeded.accounts.values();
      if (first !== undefined) firstAccount.set(seeded.id, first);
    }
    await seedExtras(tx, accounts, options.now);
    await seedFeedback(
      tx,
      members,
      (customerId) => firstAccount.get(customerId) ?? null,
      rng,
      options.now,
      options.scale,
    );
    await seedService(tx, { now: options.now, scale: options.scale });
    await seedQualification(tx, readServiceConfig(), options.now);
    await seedDashboardTrends(tx, options.now);
    await seedDistricts(tx);
    await seedSitePlans(tx);
    // The seed records every visit's device checks at once: their alert rules are evaluated
    // now, as the API does when checks are recorded. No rule is seeded (the notification
    // counts the suites check stay as they are), so this adds nothing unless one is.
    await evaluateVisits(tx, null, options.now);
    return true;
  });
}
