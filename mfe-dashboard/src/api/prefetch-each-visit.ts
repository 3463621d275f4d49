/**
 * How long the figures a customer's own actions elsewhere change stay fresh: 2 s, not the
 * portal's 30 s. Signing a visit in the service section moves it from 待签字 to 本年已完成,
 * sends a notification, and adds a satisfaction score; a risk point added there counts in
 * the risk figures. The service section cannot reach the dashboard's cache keys (sections
 * import nothing of each other), so these figures are asked for again on each visit of the
 * page, the cached ones shown meanwhile. 2 s rather than 0: a route loader's request and
 * the page's mount right after it share one request.
 */
export const LIVE_STALE_TIME = 2_000;
