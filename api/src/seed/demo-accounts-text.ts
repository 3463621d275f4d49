import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './demo-data';

/** The demo accounts as start-up prints them. */
export function demoAccountsText(): string {
  const lines = DEMO_CUSTOMERS.flatMap((customer) =>
    customer.accounts.map(
      (a) =>
        `  ${a.accountName.padEnd(14)} ${a.phone ?? '-'.padEnd(11)}  ${customer.name}: ${a.note}`,
    ),
  );
  return [
    `Demo accounts (password ${DEMO_PASSWORD}; log in by account name or phone):`,
    ...lines,
  ].join('\n');
}
