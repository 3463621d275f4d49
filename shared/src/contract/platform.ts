/**
 * The platform's own contract: what the run-time core (`@pest-portal/shared`) carries and
 * shares with every app. A section's contract is NOT here: it is its own entry
 * (`@pest-portal/shared/contract/<section>`), bundled into the section's remote and the
 * API, so a section release that changes it never waits on a shell redeploy (issue 7 §1).
 */
export * from './account';
export * from './brand';
export * from './endpoint';
export * from './envelope';
export * from './files';
export * from './http-headers';
export * from './platform-endpoints';
export * from './schema';
export * from './status-codes';
export * from './wechat';
