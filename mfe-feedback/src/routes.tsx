import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@pest-portal/shared';
import { SectionRoot } from '@pest-portal/shared/ui';
import { feedbackLoader } from './pages/feedback/feedback-loader';

// The page's code is its own chunk: ./routes stays small, and the loader starts the
// records' request while that chunk downloads.
const FeedbackPage = lazy(() =>
  import('./pages/feedback/feedback-page').then((m) => ({ default: m.FeedbackPage })),
);

/** What this remote exposes as ./routes (RemoteRoutesModule): every path of the feedback section. */
export const routes: RouteObject[] = [
  {
    path: paths.feedback.path,
    element: <SectionRoot />,
    children: [{ index: true, loader: feedbackLoader, element: <FeedbackPage /> }],
  },
];
