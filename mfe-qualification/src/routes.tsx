import type { RouteObject } from 'react-router-dom';
import { sectionRoute, type PathName } from '@pest-portal/shared';
import { SectionPending } from './pages/section-pending/section-pending';
import { SectionRoot } from './section-root';

const page = (name: PathName) => <SectionPending name={name} />;
const section = (top: PathName, children: PathName[] = []) =>
  sectionRoute(top, <SectionRoot />, page, children);

/** What this remote exposes as ./routes (RemoteRoutesModule): every path of the qualification section. */
export const routes: RouteObject[] = [section('qualificationFile')];
