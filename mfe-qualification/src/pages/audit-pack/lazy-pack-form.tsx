import { whenIdle } from '@pest-portal/shared';
import { splitCode } from '@pest-portal/shared/ui';
import { useEffect, type ComponentProps } from 'react';
import type { AuditPackForm } from './audit-pack-form';

/**
 * The pack's form, drawn only in its dialog: a chunk of its own with antd's date picker (the
 * antd kit's date group, 34 KB compressed), which the files page and its first data no
 * longer wait for (issue 13). Asked for once the page is idle, so it is in when the dialog
 * opens; a dialog opened sooner shows its Suspense until it arrives.
 */
const formCode = splitCode(
  () => import(/* webpackChunkName: "audit-pack-form" */ './audit-pack-form'),
);

/** Asks for the form's code when the browser is next idle (the page's first screen drawn). */
export function usePackFormAhead(): void {
  useEffect(
    () =>
      whenIdle(() => void formCode.load().catch(() => undefined), {
        timeout: 3000,
        fallbackMs: 1500,
      }),
    [],
  );
}

/** The pack's form, once its code is in. */
export function PackFormLater(props: ComponentProps<typeof AuditPackForm>) {
  const { AuditPackForm: Form } = formCode.useCode();
  return <Form {...props} />;
}
