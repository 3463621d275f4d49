import { waitFor } from '@testing-library/react';
import { matchRoutes } from '@pest-portal/shared/router';
import { paths, routedPaths, sectionPaths } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { FEEDBACK_ENDPOINTS as F } from '@pest-portal/shared/contract/feedback';
import { answer, apiDouble } from '@pest-portal/shared/testing';
import { feedbackLoader } from './pages/feedback/feedback-loader';
import { recordsQuery } from './pages/feedback/records/records-query';
import { page, record } from './test/fixtures';
import { routes } from './routes';

// The loader's real call through the real http client; MSW answers at the network's edge.
const api = apiDouble();
afterEach(() => queryClient.clear());

describe('the feedback routes', () => {
  it('cover exactly the paths of the feedback section', () => {
    expect(routedPaths(routes)).toEqual(sectionPaths('feedback'));
  });

  it('mount /feedback with a loader that starts the records request beside the page code', () => {
    expect(matchRoutes(routes, paths.feedback.path)?.at(-1)?.route.loader).toBe(feedbackLoader);
  });

  it('start the page of records the URL names into the portal query cache, without waiting for it', async () => {
    const records = answer(F.feedbackPage, ({ pageNum }) => page([record()], { pageNum }));
    api.use(records);
    const url = `http://localhost${paths.feedback.path}?tab=records&page=3`;
    expect(feedbackLoader({ request: new Request(url) })).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(recordsQuery(3).queryKey)).toBeDefined());
    expect(records.inputs).toEqual([{ pageNum: 3, pageSize: 10 }]);
  });

  it('start the first page for the plain path', async () => {
    const records = answer(F.feedbackPage, () => page([]));
    api.use(records);
    feedbackLoader({ request: new Request(`http://localhost${paths.feedback.path}`) });
    await waitFor(() => expect(records.inputs).toEqual([{ pageNum: 1, pageSize: 10 }]));
  });
});
