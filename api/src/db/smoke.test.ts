
import { readSettings } from '@pest-portal/shared/build/settings.cjs';
it('works', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const t = Date.now();
  const db = new PGlite();
  const r = await db.query<{ n: number; t: Date; c: number }>("select 1 as n, now() as t, count(*) as c from pg_class");
  console.log(r.rows, typeof r.rows[0]?.c, Date.now() - t, readSettings({}).api);
  await db.exec("select pg_advisory_xact_lock(1); create table x(id int generated always as identity, j jsonb);");
  const u = await db.query("insert into x(j) select j::jsonb from unnest($1::text[]) as j returning *", [['[1]','["a"]']]);
  console.log(u.rows, Array.isArray(u.rows));
  await db.close();
});
