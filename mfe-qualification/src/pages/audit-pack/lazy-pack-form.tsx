import { splitCode, useLoadAhead } from '@pest-portal/shared/ui';
import type { ComponentProps } from 'react';
import type { AuditPackForm } from './audit-pack-form';

/**
 * The pack's form, drawn only in its dialog: a chunk of its own with antd's date picker (the
 * antd kit's date group, 34 KB compressed), which the files page and its first data no
 * longer wait for (issue 13). Asked for once the page's data is in and the browser idle, so
 * it is in when the dialog opens; a dialog opened sooner shows its Suspense until it arrives.
 */
const formCode = splitCode(
  () => import(/* webpackChunkName: "audit-pack-form" */ './audit-pack-form'),
);

/** Asks for the form's code once the page has settled (useLoadAhead). */
export function usePackFormAhead(): void {
  useLoadAhead(formCode.load);
}

/** The pack's form, once its code is in. */
export function PackFormLater(props: ComponentProps<typeof AuditPackForm>) {
  const { AuditPackForm: Form } = formCode.useCode();
  return <Form {...props} />;
}
