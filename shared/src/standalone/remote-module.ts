import type { ComponentType } from 'react';
import type { RouteObject } from '@pest-portal/shared/router';

/**
 * What every remote exposes as `./routes` (DESIGN.md §2): its route tree, top-level
 * paths absolute ('/feedback'), children relative ('records'). The shell mounts it
 * under those top-level paths; a remote running alone mounts it in the standalone harness.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** What `scanner` exposes as `./ScanDialog`. */
export interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
}
export interface ScanDialogModule {
  default: ComponentType<ScanDialogProps>;
}

/**
 * What a remote's route may carry in `handle` for the shell: the title of a child route
 * (page title and breadcrumb label), in the section's own messages, so a child route or a
 * new title ships with its section alone (issue 7 §1).
 * @example { path: 'detail', element: <Detail />, handle: { title: () => translate('scanner.detail.title') } }
 */
export interface RouteHandle {
  title?: () => string;
}
