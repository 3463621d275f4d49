import { readSettings, type Settings } from '@pest-portal/shared/build/settings.cjs';
import { buildApp } from './app';
import { vacuumAnalyzeTables } from './db/vacuum-analyze';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-db';
import { trustedProxies } from './http/trusted-proxies';
import { demoAccountsText } from './seed/demo-accounts-text';
import { seedDemoData } from './seed/seed-demo';

/** Stop with a message a person can act on (a bad setting names its variable). */
function fail(message: string): never {
  console.error(`api: ${message}`);
  process.exit(1);
}

function loadSettings(): { settings: Settings; requireEncryption: boolean; proxies: string[] } {
  try {
    const settings = readSettings();
    // spec §7: encrypted outside local development; PP_ENCRYPTION=on|off decides.
    return {
      settings,
      requireEncryption: settings.crypto.enabled(process.env.NODE_ENV === 'production'),
      proxies: trustedProxies(),
    };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const { settings, requireEncryption, proxies } = loadSettings();
  const { db, where } = await openDatabase(settings).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
  const applied = await migrate(db);
  const seeded = await seedDemoData(db, { scale: settings.seedScale, now: new Date() });
  // The seeded tables vacuumed and analyzed before the first request (vacuum-analyze.ts says why).
  if (seeded) await vacuumAnalyzeTables(db);
  const app = await buildApp(db, settings, {
    requireEncryption,
    trustedProxies: proxies,
    logger: { level: 'info' },
  }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
  app.log.info(
    `database: ${where}; migrations applied: ${applied.join(', ') || 'none'}; demo data ${seeded ? 'seeded' : 'already present'}`,
  );
  await app
    .listen({ host: settings.bindHost, port: settings.api.port })
    .catch((error: unknown) =>
      fail(
        `cannot listen on ${settings.bindHost}:${settings.api.port} (PP_BIND_HOST, PP_API_PORT): ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  app.log.info(
    `encryption ${requireEncryption ? 'required' : 'optional'}; browsers reach this API under ${settings.api.basePath}`,
  );
  console.log(`\n${demoAccountsText()}\n`);
  stopOn(['SIGINT', 'SIGTERM'], async () => {
    await app.close();
    await db.close();
  });
}

function stopOn(signals: NodeJS.Signals[], stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of signals) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop().then(
        () => process.exit(0),
        (error: unknown) => fail(`error while stopping: ${String(error)}`),
      );
    });
  }
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
