/**
 * The one boundary every remote sits in: React.lazy + Suspense for loading, an error boundary for
 * load failures and render errors, and a Retry that builds a fresh lazy component (React.lazy
 * caches failures) from a freshly registered remote.
 *
 * A server-rendered slot keeps its HTML, not hydrated, until its code has arrived (a deferred one
 * until it nears the screen). A navigation within the page must not wait for that. React holds an
 * update that reaches a dehydrated boundary until the boundary has hydrated (a transition, as every
 * router navigation is, waits; an urgent update replaces the server's HTML with a client render),
 * because it cannot know whether the server's HTML depends on what changed. It reaches the boundary
 * when the boundary gets new props, or when a context above it changed and a component between the
 * two bails out (React then marks everything below it that might read the context). So:
 * - the slot's Suspense element is the same object from render to render (memoised), and
 *   every component between the slot and it re-renders with it (none bails out);
 * - the slot reads the router's location and route contexts itself, so a navigation's context
 *   change stops at the slot (React re-renders the slot instead of marking what is below it);
 * - the content hydrates with the router's view its server HTML was rendered with (kept by the slot
 *   until then), and then follows the router: after a navigation it would otherwise hydrate with
 *   the new URL and not match its HTML.
 * React does the same by hydrating "in the past" first; here the navigation need not wait for it.
 */
import {
  Component,
  lazy,
  startTransition,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  useLocation,
  useParams,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';
import { loadRemoteModule, type RemoteName } from './remoteRegistry';
import { ServerSlotsContext } from './serverSlots';
import { messagesIn, useLocale } from '@manzil/i18n';
import type { Locale } from '@manzil/contract';
import { slotMessages } from './messages';
import styles from './RemoteSlot.module.css';
import { Settled, skeletonClass, statusClass, useHydrated, whenNear } from '@manzil/ui';

interface BoundaryProps {
  /** The page's language (a class component cannot read it from the hook). */
  locale: Locale;
  onRetry: () => void;
  onError?: () => void;
  children: ReactNode;
}
interface BoundaryState {
  error: Error | null;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] a section failed:', error);
    this.props.onError?.();
  }

  private readonly retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const t = messagesIn(slotMessages, this.props.locale);
    return (
      <div className={`${statusClass} ${styles.fallback}`} role="alert">
        <p className={styles.title}>{t('unavailable')}</p>
        <p className={styles.text}>{t('checkConnection')}</p>
        <button type="button" className={styles.retry} onClick={this.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
}

export interface RemoteSlotProps<P> {
  remote: RemoteName;
  /** Name of the exposed module, e.g. 'CityPage' for `./CityPage`. */
  module: string;
  /** Props of the remote's component: a stable object (the slot's boundary is the same element only
   * while they are the same). */
  props?: P;
  /** Shown while the remote loads; sized to avoid layout shift. */
  loading?: ReactNode;
  /** Minimum height reserved while loading (px). */
  minHeight?: number;
  /** Fetch the remote's code only when its slot comes within 300 px of the viewport: for sections
   * far below the fold, whose code would otherwise compete with the first view on a phone. Its
   * server-rendered HTML is shown meanwhile (hydrated when the code arrives). */
  deferUntilNearViewport?: boolean;
  /** Render only in the browser (staff screens: nothing to index, and their forms need JavaScript). */
  clientOnly?: boolean;
}

/** Marks the slot's placeholder (what it shows while its content has not arrived). */
const PLACEHOLDER_ATTR = 'data-slot-placeholder';

/** Thrown on the server for a browser-only slot: React streams its fallback and the browser renders it. */
export const CLIENT_ONLY = 'client-only';

/** Resolves once the element has come within 300 px of the screen (at once when not deferred). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    let open = (): void => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    if (!enabled) open();
    return { opened, open };
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const watch = whenNear(element, '300px');
    void watch.near.then(gate.open);
    return watch.stop;
  }, [enabled, gate]);
  return { ref, opened: gate.opened };
}

/** Placed last inside the slot's boundary: its effect runs once the content has hydrated (or mounted). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

export function RemoteSlot<P extends object>({
  remote,
  module,
  props,
  loading,
  minHeight = 240,
  deferUntilNearViewport = false,
  clientOnly = false,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const { ref, opened } = useNearViewport(deferUntilNearViewport);
  const serverSlots = useContext(ServerSlotsContext);
  const params = useParams();
  const { search } = useLocation();
  // Read here so that a navigation re-renders the slot rather than marking its dehydrated content.
  const location = useContext(LocationContext);
  const locale = useLocale();
  const route = useContext(RouteContext);
  // The router's view the server rendered the content with: kept for the content until it has
  // hydrated (it must match its HTML), then the content follows the router.
  const boundaryKey = `${remote}/${module}/${attempt}`;
  const hydrating = !useHydrated();
  const [serverView, setServerView] = useState(() =>
    hydrating && !clientOnly ? { of: boundaryKey, location, route } : null,
  );
  // Another remote in this slot (a route change) or a retry renders in the browser: nothing to match.
  if (serverView && serverView.of !== boundaryKey) setServerView(null);
  // A transition: a part of the content that is still dehydrated (its own lazy code) then hydrates
  // before it sees the change, instead of losing its server HTML to a client render.
  const live = useCallback(() => startTransition(() => setServerView(null)), []);
  const RemoteComponent = useMemo(() => {
    if (serverSlots) {
      // On the server: the module (and its data) resolved within the render's time budget; a
      // failure makes React stream this slot's fallback and render it in the browser instead.
      const slot = { remote, module, params, search, deferred: deferUntilNearViewport };
      return function ServerRemote(componentProps: P) {
        if (clientOnly) throw new Error(CLIENT_ONLY);
        const Exposed = use(serverSlots.load(slot)).default as ComponentType<P>;
        return <Exposed {...componentProps} />;
      };
    }
    // A slow load is given up on only while the slot shows its placeholder: the server's HTML of the
    // part stays readable (its links work) on a slow link instead of giving way to an error.
    const showsServerHtml = () => {
      const box = ref.current;
      return !!box && box.childElementCount > 0 && !box.querySelector(`[${PLACEHOLDER_ATTR}]`);
    };
    return lazy(async () => {
      await opened;
      const mod = await loadRemoteModule<{ default: ComponentType<P> }>(
        remote,
        module,
        attempt > 0,
        showsServerHtml,
      );
      return { default: mod.default };
    });
    // params/search are read once per slot: a remote page follows route changes itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt, serverSlots, opened, clientOnly, deferUntilNearViewport]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const boundary = useMemo(
    () => (
      <Suspense
        fallback={
          <div {...{ [PLACEHOLDER_ATTR]: '' }} style={{ display: 'contents' }}>
            {loading ??
              (deferUntilNearViewport ? (
                // Nothing is loading yet, so the reserved space is not marked busy.
                <div style={{ minHeight }} />
              ) : (
                <div
                  className={`${skeletonClass} ${styles.loading}`}
                  style={{ minHeight }}
                  aria-busy="true"
                  aria-label={messagesIn(slotMessages, locale)('loading')}
                />
              ))}
          </div>
        }
      >
        <RemoteComponent {...(props ?? ({} as P))} />
        <Settled box={ref} />
        <Hydrated onHydrated={live} />
      </Suspense>
    ),
    [RemoteComponent, props, loading, deferUntilNearViewport, minHeight, ref, live, locale],
  );
  return (
    <div
      ref={ref}
      data-remote-slot={remote}
      data-loading=""
      data-deferred={deferUntilNearViewport ? '' : undefined}
    >
      <RemoteErrorBoundary
        key={boundaryKey}
        locale={locale}
        onRetry={retry}
        onError={() => ref.current?.removeAttribute('data-loading')}
      >
        {/* Always rendered (a change of structure would remount the boundary); the same values as
            the router's once the content is live. */}
        <LocationContext value={serverView?.location ?? location}>
          <RouteContext value={serverView?.route ?? route}>{boundary}</RouteContext>
        </LocationContext>
      </RemoteErrorBoundary>
    </div>
  );
}
