import { use } from 'react';
import { isMobile } from '@pest-portal/shared';

/** Code loaded apart from the page's own chunk (splitCode). */
export interface SplitCode<M> {
  /** The module: one promise for the page's life; a failed load is asked for again next time. */
  load: () => Promise<M>;
  /** The module in a component's render: suspends until it has arrived, and not at all after. */
  useCode: () => M;
}

/** Code only a desktop draws, loaded apart (desktopCode). */
export interface DesktopCode<M> extends SplitCode<M> {
  /** On a desktop, asks for the module now: from a page's route loader, beside its data. */
  warm: () => void;
}

/**
 * A part of a page that its first screen does not draw (a dialog's form, a desktop's table),
 * in a chunk of its own: the page's chunk, and the page's first data, no longer wait for
 * its code and the shared modules it alone uses. Read in the render with a Suspense around
 * it; the page asks for it ahead (on idle, from its loader) so that it is in when drawn.
 * @example const form = splitCode(() => import('./pack-form')); // in the render: form.useCode()
 */
export function splitCode<M>(importer: () => Promise<M>): SplitCode<M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, useCode: () => loaded ?? use(load()) };
}

/**
 * Code that only a desktop draws (a table where a phone draws cards) in a chunk of its own,
 * which a phone never downloads nor compiles (issue 13: antd's Table, the kit's records group,
 * is 48 KB compressed on a phone's way to its first data). A page's route loader calls `warm`
 * beside its data requests, so that on a desktop the code comes in the same round trip as
 * the page's own chunks, not one after it when the page first draws; a Suspense around the
 * component shows meanwhile.
 * @example const table = desktopCode(() => import('./rule-table')); // loader: table.warm()
 */
export function desktopCode<M>(importer: () => Promise<M>): DesktopCode<M> {
  const code = splitCode(importer);
  return {
    ...code,
    warm: () => {
      if (!isMobile()) code.load().catch(() => undefined);
    },
  };
}
