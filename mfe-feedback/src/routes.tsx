import type { RouteObject } from 'react-router-dom';
import { paths } from '@pest-portal/shared';
import { SectionProviders } from '@pest-portal/shared/ui';
import { FeedbackPage } from './pages/feedback/feedback-page';

export const routes: RouteObject[] = [
  {
    path: paths.feedback.path,
    element: (
      <SectionProviders>
        <FeedbackPage />
      </SectionProviders>
    ),
  },
];
