import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The path as registered, with its :parameters. */
  url: string;
}

const lists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Keep the list of the routes registered on `app` from now on (HEAD, which Fastify adds
 * for every GET, left out): the contract tests check that each one is in the contract
 * table or the table of link routes, so no route escapes the authorization matrix and
 * the fuzz suite.
 */
export function trackRoutes(app: FastifyInstance): void {
  const list: RegisteredRoute[] = [];
  lists.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') list.push({ method, url: route.url });
  });
}

/** The routes registered on `app` since trackRoutes. */
export function routesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return lists.get(app) ?? [];
}
