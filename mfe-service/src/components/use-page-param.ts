// The kit's URL state (issue 7 §1: written once for every section); kept as the section's import point.
export { pageOf, usePageParam } from '@pest-portal/shared/ui';
