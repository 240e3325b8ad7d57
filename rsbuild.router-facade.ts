/**
 * The router every app gets at runtime. `react-router` and `react-router-dom` are shared singletons
 * (their contexts must be one instance across the shell and the remotes), and a shared module is never
 * tree-shaken: the whole of react-router 7 (data routers, server rendering, cookies) is ~61 KB gzip.
 * Every app provides this facade under both share keys instead, so only the declarative-router API
 * below is shipped (see the JS budget in bench/). `ROUTER_API` in eslint.config.js keeps imports from
 * 'react-router' / 'react-router-dom' to these names, so a remote can never reach a missing export.
 * The two contexts are for the shell's remote slot, which keeps a server-rendered remote on the
 * router's view its HTML was rendered with until it has hydrated (shell/src/shared/remotes/RemoteSlot.tsx).
 */
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useHref,
  useInRouterContext,
  generatePath,
  matchPath,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
} from 'react-router-full';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  To,
  Params,
  LinkProps,
  NavLinkProps,
  RouteObject,
} from 'react-router-full';
