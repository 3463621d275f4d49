import type { RouteObject } from '@pest-portal/shared/router';

/**
 * The `lazy` of a section's top-level routes: their element, SectionRoot, comes with its
 * own chunk. SectionRoot draws with antd (a skeleton, the section's antd context), and a
 * module that imports the antd kit can only run once the kit has arrived: as the element
 * of `./routes`, it made the shell wait for antd (about 170 KB on a phone network) before
 * it could join the section's routes and run their loaders, so the page's requests
 * started after the kit, not with the code (DESIGN.md §2, issue 13). Now ./routes needs no
 * antd, the loaders start as soon as it has run, and react-router loads this chunk beside
 * them, as it does the page's own.
 */
export const sectionRootLazy: NonNullable<RouteObject['lazy']> = async () => ({
  Component: (await import(/* webpackChunkName: "section-root" */ './section-root')).SectionRoot,
});
