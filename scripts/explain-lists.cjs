#!/usr/bin/env node
// @ts-check
/**
 * EXPLAIN (ANALYZE, BUFFERS) of the API's list queries on a PostgreSQL server (issue 13:
 * the plans are kept in api/README.md, "List queries on PostgreSQL"); with `--dashboards`,
 * of the dashboard aggregates instead ("Dashboard aggregates on PostgreSQL").
 *
 *   DATABASE_URL=postgres://pp:pp@localhost:5432/pp_bench200 node scripts/explain-lists.cjs > plans.md
 *   DATABASE_URL=... node scripts/explain-lists.cjs --dashboards > dashboard-plans.md
 *
 * The database is used as it is (seed it first: start the API once on it with
 * PP_SEED_SCALE=200). The API itself runs in this process over that database, with a
 * recorder between it and the database: each list endpoint is called once as the portal
 * calls it (first page of 10), and the statements it ran, exactly as the API wrote them and
 * with its parameters, are explained. So the plans follow the API's SQL when it changes,
 * with no copy of it here. Each statement is explained twice and the second plan printed:
 * a server that has been running has the tables in its cache, as under load.
 */
require('tsx/cjs'); // the API is TypeScript, loaded from its sources
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const { readSettings } = require('../shared/build/settings.cjs');
const { buildApp } = require('../api/src/app.ts');
const { openDatabase } = require('../api/src/db/open-db.ts');

/** The statements of the sign-in and its checks: not the list's own. */
const AUTH_TABLES =
  /\b(sessions|accounts|account_members|rate_limit_hits|request_ids|login_\w+|known_login_addresses|upload_usage)\b/;

/**
 * The database the API is built on, recording each statement while `log.on`.
 * @param {import('../api/src/db/db').Db} db
 * @param {{ on: boolean; queries: { sql: string; params: readonly unknown[] }[] }} log
 * @returns {import('../api/src/db/db').Db}
 */
function recording(db, log) {
  return {
    query(sql, params = []) {
      if (log.on) log.queries.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(recording(tx, log))),
    close: () => db.close(),
  };
}

/** One line of SQL, for reading. @param {string} sql */
const oneLine = (sql) => sql.replace(/\s+/g, ' ').trim();

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-explain-'));
  const settings = readSettings({ ...process.env, PP_DATA_DIR: dataDir });
  if (!settings.databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL server.');
  const { db } = await openDatabase(settings);
  const log = {
    on: false,
    queries: /** @type {{ sql: string; params: readonly unknown[] }[]} */ ([]),
  };
  const app = await buildApp(recording(db, log), settings, {
    requireEncryption: false,
    logger: false,
  });
  try {
    /** @param {string} account */
    const signIn = async (account) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/customer/account/login',
        headers: { systemType: '4' },
        payload: { loginType: 'password', account, password: 'Demo@2026' },
      });
      const { data } = answer.json();
      if (!data?.token) throw new Error(`Login of ${account} failed: ${answer.body}`);
      return { systemType: '4', token: data.token, key: data.key, mid: String(data.mid) };
    };
    const hq = await signIn('hq_demo');
    const store = await signIn('store_demo');
    // The device with the most checks among hq_demo's companies: the longest record list.
    const [device] = await db.query(
      `select c.device_id as id from device_checks c
        where c.customer_id = (select customer_id from members where id = $1)
        group by c.device_id order by count(*) desc limit 1`,
      [Number(hq.mid)],
    );
    const page = { pageNum: 1, pageSize: 10 };
    /** @type {[string, string, Record<string, string>, unknown][]} */
    const lists = [
      ['servicePage (hq_demo: every company)', '/customer/task/v3.6.5/servicePage', hq, page],
      ['servicePage (store_demo: one company)', '/customer/task/v3.6.5/servicePage', store, page],
      ['waitSignOrderPage (v1.4.1)', '/customer/task/v1.4.1/waitSignOrderPage', hq, page],
      ['waitTaskPage (v1.4.1)', '/customer/task/v1.4.1/waitTaskPage', hq, page],
      ['allTaskPage (v1.4.1)', '/customer/task/v1.4.1/allTaskPage', hq, page],
      ['finishTaskPage (v1.4.1)', '/customer/task/v1.4.1/finishTaskPage', hq, page],
      ['riskPointPage (v1.4.1)', '/customer/task/v1.4.1/riskPointPage', hq, page],
      ['message page', '/customer/message/page', hq, page],
      ['feedback page', '/customer/feedback/page', hq, page],
      [
        'qrcode deviceRecordPage',
        '/customer/qrcode/v1.6.0/deviceRecordPage',
        hq,
        { ...page, deviceId: device?.id },
      ],
    ];
    const home = '/customer/home';
    const group = '/customer/dataAnalysis/v1.8.0';
    /**
     * The dashboard aggregates as the load bench sends them (no filter: the last twelve
     * months), home as store_demo and group as hq_demo; the pest charts also as hq_demo,
     * whose home covers nine companies.
     * @type {[string, string, Record<string, string>, unknown][]}
     */
    const dashboards = [
      ['orderSummary (store_demo)', `${home}/orderSummary`, store, {}],
      ['riskTrend (store_demo)', `${home}/riskTrend`, store, {}],
      ...['monthPestCount', 'pestCount', 'areaPestCount', 'areaDeviceCount'].flatMap(
        (name) =>
          /** @type {[string, string, Record<string, string>, unknown][]} */ ([
            [`${name} (store_demo)`, `${home}/v1.7.0/${name}`, store, {}],
            [`${name} (hq_demo)`, `${home}/v1.7.0/${name}`, hq, {}],
          ]),
      ),
      ...[
        'dataSummary',
        'riskMember',
        'riskTypeCount',
        'riskFollow',
        'riskCount',
        'regionRiskCompare',
        'taskSatisfaction',
        'monthSatisfaction',
        'responsibleMemberCount',
      ].map(
        (name) =>
          /** @type {[string, string, Record<string, string>, unknown]} */ ([
            `${name} (hq_demo)`,
            `${group}/${name}`,
            hq,
            {},
          ]),
      ),
    ];
    const calls = process.argv.includes('--dashboards') ? dashboards : lists;
    const out = [
      `<!-- node scripts/explain-lists.cjs, ${new Date().toISOString().slice(0, 10)} -->`,
    ];
    for (const [name, url, headers, payload] of calls) {
      log.queries = [];
      log.on = true;
      const answer = await app.inject({ method: 'POST', url, headers, payload });
      log.on = false;
      const { statusCode, message } = answer.json();
      if (statusCode !== 200) throw new Error(`${name}: ${statusCode} ${message}`);
      out.push('', `#### ${name}`);
      for (const { sql, params } of log.queries.filter((q) => !AUTH_TABLES.test(q.sql))) {
        const explain = `explain (analyze, buffers) ${sql}`;
        await db.query(explain, params);
        const plan = await db.query(explain, params);
        out.push(
          '',
          '```sql',
          oneLine(sql),
          `-- ${JSON.stringify(params)}`,
          '```',
          '',
          '```',
          ...plan.map((row) => String(/** @type {Record<string, unknown>} */ (row)['QUERY PLAN'])),
          '```',
        );
      }
    }
    console.log(out.join('\n'));
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
