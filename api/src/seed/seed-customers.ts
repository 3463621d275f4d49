import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/db';
import type { Rng } from './prng';
import { DEMO_PASSWORD, type CompanySeed, type CustomerSeed } from './demo-data';

export interface SeededMember {
  id: number;
  customerId: number;
}

export interface SeededCustomer {
  id: number;
  members: SeededMember[];
  /** Account ids by account name. */
  accounts: Map<string, number>;
}

async function insertOne(db: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`no id from: ${sql}`);
  return row.id;
}

async function insertCompany(
  db: Queryable,
  customerId: number,
  parentId: number | null,
  company: CompanySeed,
  sort: number,
  out: SeededMember[],
) {
  const id = await insertOne(
    db,
    'insert into members (customer_id, parent_id, name, is_hq, sort) values ($1, $2, $3, $4, $5) returning id',
    [customerId, parentId, company.name, company.isHq ?? false, sort],
  );
  out.push({ id, customerId });
  for (const [index, child] of (company.children ?? []).entries())
    await insertCompany(db, customerId, id, child, index, out);
  return id;
}

/** One customer: its companies tree and its accounts, each over the tree's root. */
export async function seedCustomer(
  db: Queryable,
  customer: CustomerSeed,
  brandId: number | null,
  rng: Rng,
  now: Date,
): Promise<SeededCustomer> {
  // An expired customer's service ended a month ago; the others run for another year.
  const serviceEnd = new Date(now.getTime() + (customer.expired ? -30 : 365) * 86400_000);
  const id = await insertOne(
    db,
    'insert into customers (name, service_end, brand_id) values ($1, $2, $3) returning id',
    [customer.name, serviceEnd, brandId],
  );
  const members: SeededMember[] = [];
  const rootId = await insertCompany(db, id, null, customer.company, 0, members);
  const accounts = new Map<string, number>();
  for (const account of customer.accounts) {
    const accountId = await insertOne(
      db,
      `insert into accounts (customer_id, account_name, phone, password_hash, account_key, status)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        id,
        account.accountName,
        account.phone,
        await hashPassword(DEMO_PASSWORD),
        rng.hex(32),
        account.disabled ? 'disabled' : 'active',
      ],
    );
    await db.query(
      'insert into account_members (account_id, customer_id, member_id) values ($1, $2, $3)',
      [accountId, id, rootId],
    );
    accounts.set(account.accountName, accountId);
  }
  return { id, members, accounts };
}
