/**
 * The shared router kit: the part of react-router every app uses, and the only way an app
 * reaches react-router (lint). One instance for the whole page at run time, a versioned
 * singleton like the platform core and the antd kit (shared/build/federation.cjs), so the
 * shell's data router and a remote's hooks read the same context.
 *
 * Why a list rather than sharing react-router-dom itself: a shared module is not
 * tree-shaken, since the build cannot know what another app will ask of it. Shared whole,
 * react-router 7 (its server rendering, its framework mode, its fetchers and forms) was
 * about twice the bytes of what the portal runs, in the shell's main.js that every first
 * page, the login page included, waits on. Shared as this list, the build keeps only what
 * these names need. A name missing here is a minor version of shared, as in the antd kit:
 * a remote that needs it is refused by an older shell, never handed a kit without it.
 *
 * Tests may still import react-router-dom's test routers (MemoryRouter, Routes) directly:
 * jest runs one module system, where the two are the same instance.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  redirect,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type {
  DataRouter,
  DataStrategyFunction,
  DataStrategyMatch,
  DataStrategyResult,
  IndexRouteObject,
  LoaderFunctionArgs,
  Location,
  NavigateFunction,
  PatchRoutesOnNavigationFunction,
  RouteObject,
  UIMatch,
} from 'react-router-dom';
