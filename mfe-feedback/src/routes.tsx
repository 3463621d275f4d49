import type { RouteObject } from '@pest-portal/shared/router';
import { paths } from '@pest-portal/shared';
import { sectionRootLazy } from '@pest-portal/shared/ui';
import { feedbackLoader } from './pages/feedback/feedback-loader';

// The page's code is its own chunk (route `lazy`): ./routes stays small, and the router
// downloads it in parallel with the loader, which starts the records' request. Its name,
// "page-<last segment of its path>", lets the shell's index.html ask for it beside the
// routes (shared/build/page-chunks.cjs).
const feedbackPage: NonNullable<RouteObject['lazy']> = async () => ({
  Component: (
    await import(/* webpackChunkName: "page-feedback" */ './pages/feedback/feedback-page')
  ).FeedbackPage,
});

/** What this remote exposes as ./routes (RemoteRoutesModule): every path of the feedback section. */
export const routes: RouteObject[] = [
  {
    path: paths.feedback.path,
    lazy: sectionRootLazy,
    children: [{ index: true, loader: feedbackLoader, lazy: feedbackPage }],
  },
];
