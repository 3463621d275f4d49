/**
 * @pest-portal/shared/query: the platform's query kit, a run-time singleton of its own
 * beside the core (shared/build/federation.cjs). Not in the core since 5.0.0: the query
 * client and react-query (234 KB raw) were in every page's main.js, the login page's too,
 * which draws nothing from them. The shell provides it with its signed-in pages.
 */
export * from './query-client';
