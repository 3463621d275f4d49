// The kit's one copy (issue 7 §1); this stays the section's import point for its pages.
export { errorText } from '@pest-portal/shared/ui';
