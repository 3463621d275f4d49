import type { ComponentProps, ReactNode } from 'react';
import { MissingId } from './missing-id';
import { PageFrame } from './page-frame';
import { useIdParam } from './use-id-param';

interface IdPageProps {
  title: ComponentProps<typeof PageFrame>['title'];
  /** The page of the record in ?id=: its queries start only once there is an id to ask for. */
  page: (id: number) => ReactNode;
}

/** A detail page (?id=): the record's page, or, without a usable id, its frame saying so. */
export function IdPage({ title, page }: IdPageProps) {
  const id = useIdParam();
  if (id !== null) return page(id);
  return (
    <PageFrame title={title}>
      <MissingId />
    </PageFrame>
  );
}
