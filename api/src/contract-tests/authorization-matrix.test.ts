import { Value } from '@sinclair/typebox/value';
import { STATUS, type AnyEndpoint } from '@pest-portal/shared/contract';
import { ALL_ENDPOINTS, type ApiEndpointName } from '../all-endpoints';
import { routesOf } from '../http/route-list';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loadFixtures, type Fixtures } from './fixtures';
import { LINK_ROUTES, linkCells, loadLinkFixtures, type LinkFixtures } from './link-routes';
import { answerOf, callEndpoint, type Answer } from './matrix-call';
import { MATRIX_ROWS, type Row } from './matrix-rows';

let t: TestApp;
let f: Fixtures;
let links: LinkFixtures;
const tally = { cells: 0, leaks: 0 };

beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  links = await loadLinkFixtures(t, f.own.session, f.other.session, await f.own.spare());
});
afterAll(async () => {
  // The figure the closing note asks for.
  console.info(`authorization matrix: ${tally.cells} cells, ${tally.leaks} leaks`);
  await t.close();
});

const NAMES = Object.keys(ALL_ENDPOINTS) as ApiEndpointName[];

interface Cell {
  name: string;
  run: () => Promise<Answer>;
  expected: number;
  /** Texts that must not appear in the answer: the other party's data. */
  forbidden: string[];
  /** The answer's data must match the endpoint's output schema. */
  checkOutput?: boolean;
}

function cellsOf(endpoint: AnyEndpoint, row: Row<AnyEndpoint>): Cell[] {
  const call = (input: () => unknown, options: Parameters<typeof callEndpoint>[3]) => () =>
    callEndpoint(t.app, endpoint, input(), options);
  // Made per cell: a row may need a fresh input per call (sendLoginCode's one code a minute).
  const input = () => row.input(f);
  const session = async (tenant: Fixtures['own']) =>
    row.endsSession ? await tenant.spare() : tenant.session;
  // A public endpoint ignores the caller's headers, and its own input is its credential.
  const refused = (status: number) => (endpoint.isPublic ? row.own : status);
  const stranger = endpoint.isPublic ? [] : f.own.markers;
  const cells: Cell[] = [
    {
      name: 'own session',
      run: async () => call(input, { session: await session(f.own) })(),
      expected: row.own,
      forbidden: endpoint.isPublic ? [] : f.other.markers,
      checkOutput: true,
    },
    {
      name: 'no token',
      run: call(input, {}),
      expected: refused(STATUS.NO_TOKEN),
      forbidden: stranger,
    },
    {
      name: 'expired token',
      run: call(input, { session: f.expired }),
      expected: refused(STATUS.TOKEN_EXPIRED),
      forbidden: stranger,
    },
    {
      name: "another customer's token",
      run: async () => call(input, { session: await session(f.other) })(),
      expected: row.other,
      forbidden: stranger,
    },
    {
      name: "own token, another customer's mid",
      run: async () =>
        call(input, { session: { ...(await session(f.own)), mid: f.other.session.mid } })(),
      expected: row.foreignMid ?? refused(STATUS.FORBIDDEN),
      forbidden: stranger,
    },
  ];
  const { foreign } = row;
  if (foreign)
    cells.push({
      name: "own token, another customer's member or record",
      run: async () => call(() => foreign.input(f), { session: await session(f.own) })(),
      expected: foreign.status,
      forbidden: f.other.markers,
    });
  return cells;
}

describe('the authorization matrix, generated from the contract table', () => {
  it('has a row and a registered route for every endpoint', () => {
    const missingRow = NAMES.filter((name) => !MATRIX_ROWS[name]);
    const unrouted = NAMES.filter((name) => {
      const { method, path } = ALL_ENDPOINTS[name];
      return !t.app.hasRoute({ method, url: path });
    });
    expect({ missingRow, unrouted }).toEqual({ missingRow: [], unrouted: [] });
  });

  it.each(NAMES)(
    '%s: every caller gets what it may, and nothing of another customer',
    async (name) => {
      const endpoint: AnyEndpoint = ALL_ENDPOINTS[name];
      const row = MATRIX_ROWS[name] as Row<AnyEndpoint> | undefined;
      if (!row) throw new Error(`${name} has no matrix row (src/contract-tests/matrix-rows.ts)`);
      const problems: string[] = [];
      for (const cell of cellsOf(endpoint, row)) {
        const answer = await cell.run();
        tally.cells += 1;
        const leaked = cell.forbidden.filter((marker) => answer.text.includes(marker));
        if (leaked.length) {
          tally.leaks += 1;
          problems.push(`${cell.name}: leaks ${leaked.join(', ')}`);
        }
        if (answer.httpStatus !== 200 || answer.status !== cell.expected)
          problems.push(
            `${cell.name}: HTTP ${answer.httpStatus}, status ${answer.status} (expected ${cell.expected}) ${answer.text.slice(0, 160)}`,
          );
        else if (
          cell.checkOutput &&
          !answer.isFile &&
          answer.status === STATUS.OK &&
          endpoint.output
        ) {
          const error = Value.Errors(endpoint.output, answer.data).First();
          if (error) problems.push(`${cell.name}: output ${error.path} ${error.message}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('the routes outside the contract table (links a browser opens without headers)', () => {
  it('has every registered route in one of the two tables, and every row of them registered', () => {
    const tabled = new Set([
      ...Object.values(ALL_ENDPOINTS).map((e) => `${e.method} ${e.path}`),
      ...LINK_ROUTES.map((r) => `${r.method} ${r.url}`),
    ]);
    const registered = routesOf(t.app).map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((route) => !tabled.has(route))).toEqual([]);
    expect([...tabled].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(LINK_ROUTES.map((route) => [route.url, route] as const))(
    '%s: the file to its link, the same 404 to every other',
    async (_url, route) => {
      const problems: string[] = [];
      for (const cell of linkCells(route, links)) {
        const answer = answerOf(await t.app.inject({ method: route.method, url: cell.url }));
        tally.cells += 1;
        const leaked = f.other.markers.filter((marker) => answer.text.includes(marker));
        if (leaked.length) {
          tally.leaks += 1;
          problems.push(`${cell.name}: leaks ${leaked.join(', ')}`);
        }
        const got = answer.isFile ? 'file' : answer.status;
        if (answer.httpStatus !== 200 || got !== cell.expected)
          problems.push(
            `${cell.name}: HTTP ${answer.httpStatus}, ${got} (expected ${cell.expected})`,
          );
      }
      expect(problems).toEqual([]);
    },
  );
});
