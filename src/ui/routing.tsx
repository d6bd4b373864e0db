import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Link as WouterLink, Router, useParams as useWouterParams } from 'wouter';

/**
 * The app's router: wouter (2 KB gzip on the first screen, where react-router-dom took 13.1 KB;
 * issue 31) with what the app relied on in react-router and wouter leaves to it, here once:
 *
 * - Location changes render in a transition (react-router 7's BrowserRouter does the same): a
 *   route whose code is still loading keeps the screen that was there instead of putting up
 *   the nearest loading fallback, and a room's URL changing mid-session never blanks the world.
 * - Parameters decoded as react-router decodes them (`..%2Fx` is `../x`, which
 *   RequireDocumentIds refuses); wouter decodes the path with decodeURI, which leaves the
 *   escapes of reserved characters.
 * - The query read from the raw location.search (wouter's useSearch decodes it first).
 * - Navigation state (`navigate(to, { state })`, `<Link state>`) stored as history.state.
 * - A Link to where the browser already is replaces the entry instead of adding one.
 *
 * Routes are matched by wouter's <Switch> in order (the first match wins, so the more specific
 * path comes first) and every path here is absolute: nothing uses wouter's `nest`.
 */
export { Redirect, Route, Switch } from 'wouter';

/** Where the browser is: the path, query and hash as location has them, and history.state. */
export interface Place {
  path: string;
  search: string;
  hash: string;
  state: unknown;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

const readPlace = (): Place => ({
  path: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: window.history.state as unknown,
});

const samePlace = (a: Place, b: Place) =>
  a.path === b.path && a.search === b.search && a.hash === b.hash && a.state === b.state;

const navigated = new Set<() => void>();

/** Goes to `to` (a path of this app), adding a history entry unless `replace`. */
function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  window.history[replace ? 'replaceState' : 'pushState'](state, '', to);
  navigated.forEach((listener) => listener());
}

const PlaceContext = createContext<Place | null>(null);

/** The browser's current place; only under <BrowserRouting>. */
export function usePlace(): Place {
  const place = useContext(PlaceContext);
  if (!place) throw new Error('usePlace is used outside <BrowserRouting>');
  return place;
}

// wouter's location hooks, reading the place this module keeps.
const usePlacePath = (): [string, typeof navigate] => [usePlace().path, navigate];
const usePlaceSearch = (): string => usePlace().search;

/** The router around the app: the browser's location, updated in transitions. */
export function BrowserRouting({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(readPlace);
  useLayoutEffect(() => {
    const update = () => {
      const next = readPlace();
      startTransition(() => setPlace((now) => (samePlace(now, next) ? now : next)));
    };
    navigated.add(update);
    window.addEventListener('popstate', update);
    update(); // a navigation between the first render and now
    return () => {
      navigated.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return (
    <PlaceContext.Provider value={place}>
      <Router hook={usePlacePath} searchHook={usePlaceSearch}>
        {children}
      </Router>
    </PlaceContext.Provider>
  );
}

/** The app's navigate: `navigate(to, { replace, state })`. */
export const useNavigate = (): typeof navigate => navigate;

/** The escapes decodeURI leaves: those of ; / ? : @ & = + $ , # */
const RESERVED_ESCAPE = /%(2[346BCF]|3[ABDF]|40)/gi;

/**
 * A matched route's parameters by name, decoded as react-router decoded them (wouter's own
 * also carry each capture under its position: those are left out).
 */
export function decodeParams(
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const named = Object.entries(params).filter(([name]) => !/^\d+$/.test(name));
  return Object.fromEntries(
    named.map(([name, value]) => [name, value?.replace(RESERVED_ESCAPE, decodeURIComponent)]),
  );
}

/** The parameters of the routes around this component. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  const params = useWouterParams();
  return useMemo(() => decodeParams(params), [params]);
}

/** The query of the current address (`?next=...`). */
export function useSearchParams(): URLSearchParams {
  const { search } = usePlace();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Whether a link to `to` leads where the browser already is (react-router replaced then). */
export const leadsHere = (to: string, { path, search, hash }: Place): boolean =>
  to === path + search + hash;

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** An in-app link (an <a href>), followed without reloading the page. */
export function Link({ to, replace, ...props }: LinkProps) {
  const place = usePlace();
  return <WouterLink href={to} replace={replace ?? leadsHere(to, place)} {...props} />;
}
