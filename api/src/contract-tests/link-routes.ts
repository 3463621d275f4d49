import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';
import { queryOne } from '../db/db';
import { SAMPLE, uploadFile } from '../testing/multipart';
import type { TestApp } from '../testing/test-app';
import { call } from '../testing/test-client';

type Session = { token: string; key: string; mid: number };

/**
 * The routes outside the contract table: files a browser loads by URL alone (an <img>, a
 * <link rel=icon>), which sends no systemType, token or encryption. The authorization
 * matrix and the fuzz suite iterate this table as they do the contract's; a route
 * registered in neither table fails the matrix.
 */
export const LINK_ROUTES = [
  // An upload, to a live session of the uploader's customer (the ticket signFileUrls adds).
  { method: 'GET', url: '/files/:name', param: 'name', ticketed: true },
  // An area's floor plan, the same way (planUrl's ticket).
  { method: 'GET', url: '/site-plans/:areaId', param: 'areaId', ticketed: true, numeric: true },
  // Branding (logos, favicons) and the seeded demo pictures: public, no customer data.
  { method: 'GET', url: '/brand/:file', param: 'file', ticketed: false },
  { method: 'GET', url: '/service-assets/:name', param: 'name', ticketed: false },
] as const;

export type LinkRoute = (typeof LINK_ROUTES)[number];

/** The path of `route` naming `value`, with `query` ("t=...", already encoded). */
export const linkPath = (route: LinkRoute, value: string, query = '') =>
  `${route.url.replace(`:${route.param}`, value)}${query ? `?${query}` : ''}`;

/** One request of the matrix to a link route: the file, or the same plain 404 for every refusal. */
export interface LinkCell {
  name: string;
  url: string;
  expected: 'file' | typeof STATUS.NOT_FOUND;
}

/** A ticketed resource of a tenant: its path and its link's query. */
interface Linked {
  path: string;
  query: string;
}

export interface LinkFixtures {
  /** store_demo's upload and plan; other_demo's; and store_demo's through a session since ended. */
  own: Record<'file' | 'plan', Linked>;
  other: Record<'file' | 'plan', Linked>;
  ended: Record<'file' | 'plan', Linked>;
  brandFile: string;
  serviceAsset: string;
}

const split = (url: string, basePath: string): Linked => {
  const [path = '', query = ''] = url.replace(basePath, '').split('?');
  return { path, query };
};

/** A tenant's links as its answers carry them: an upload of its own, its first area's plan. */
export async function linksOf(
  t: TestApp,
  session: Session,
): Promise<Record<'file' | 'plan', Linked>> {
  const base = t.settings.api.basePath;
  const uploaded = await uploadFile(t.app, { session }, SAMPLE.png, 'link.png', 'image/png');
  const fileUrl = (uploaded.json() as { data: { fileUrl: string } }).data.fileUrl;
  const areas = await call(t.app, DASHBOARD_ENDPOINTS.sitePlanAreas, {}, { session });
  const planUrl = areas.data.find((a) => a.plan)?.plan?.url ?? '';
  if (!fileUrl.includes('?t=') || !planUrl) throw new Error('no signed links in the answers');
  return { file: split(fileUrl, base), plan: split(planUrl, base) };
}

export async function loadLinkFixtures(
  t: TestApp,
  own: Session,
  other: Session,
  spare: Session,
): Promise<LinkFixtures> {
  const ended = await linksOf(t, spare);
  await call(t.app, ENDPOINTS.logout, {}, { session: spare });
  const names = await queryOne<{ brandFile: string; serviceAsset: string }>(
    t.db,
    `select (select favicon_file from brands where is_default) as "brandFile",
            (select min(file_name) from service_assets) as "serviceAsset"`,
  );
  return {
    own: await linksOf(t, own),
    other: await linksOf(t, other),
    ended,
    brandFile: names?.brandFile ?? '',
    serviceAsset: names?.serviceAsset ?? '',
  };
}

/** A ticket with one character changed: its MAC no longer matches. */
export const tamperQuery = (query: string) => query.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));

const NOT_FOUND = STATUS.NOT_FOUND;

/**
 * What each caller gets. A ticketed file: its own link the file; no ticket, a tampered
 * one, a ticket of another file or customer, or of a session that has ended, the same 404.
 * A public file: the file to anyone, an unknown name 404.
 */
export function linkCells(route: LinkRoute, f: LinkFixtures): LinkCell[] {
  if (!route.ticketed) {
    const name = route.url.startsWith('/brand/') ? f.brandFile : f.serviceAsset;
    return [
      { name: 'the file, without headers', url: linkPath(route, name), expected: 'file' },
      { name: 'an unknown name', url: linkPath(route, `x${name}`), expected: NOT_FOUND },
    ];
  }
  const kind = route.url.startsWith('/files/') ? 'file' : 'plan';
  const [own, other, ended] = [f.own[kind], f.other[kind], f.ended[kind]];
  const url = (linked: Linked, query = linked.query) => `${linked.path}?${query}`;
  return [
    { name: 'own link', url: url(own), expected: 'file' },
    { name: 'no ticket', url: own.path, expected: NOT_FOUND },
    { name: 'a tampered ticket', url: url(own, tamperQuery(own.query)), expected: NOT_FOUND },
    {
      name: "another customer's file, own ticket",
      url: url(other, own.query),
      expected: NOT_FOUND,
    },
    {
      name: "own file, another customer's ticket",
      url: url(own, other.query),
      expected: NOT_FOUND,
    },
    { name: 'the link of an ended session', url: url(ended), expected: NOT_FOUND },
  ];
}
