import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SectionProviders } from '../section-providers';

/** A page of this section as the shell mounts it: router, its antd context, a fresh query cache. */
export function renderPage(page: ReactElement, at = '/qualificationFile') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SectionProviders>{page}</SectionProviders>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
