import type { RouteObject } from 'react-router-dom';
import { paths } from '@pest-portal/shared';
import { FeedbackPage } from './pages/feedback/feedback-page';
import { SectionProviders } from './section-providers';

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
