/**
 * The one boundary every remote sits in: React.lazy + Suspense for loading, an error boundary for
 * load failures and render errors, and a Retry that builds a fresh lazy component (React.lazy
 * caches failures) from a freshly registered remote.
 */
import {
  Component,
  lazy,
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
import { useLocation, useParams } from 'react-router-dom';
import { loadRemoteModule, type RemoteName } from './remoteRegistry';
import { ServerSlotsContext } from './serverSlots';
import styles from './RemoteSlot.module.css';
import { Settled, skeletonClass, statusClass, whenNear } from '@manzil/ui';

interface BoundaryProps {
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
    return (
      <div className={`${statusClass} ${styles.fallback}`} role="alert">
        <p className={styles.title}>This section is unavailable right now.</p>
        <p className={styles.text}>Please check your connection and try again.</p>
        <button type="button" className={styles.retry} onClick={this.retry}>
          Retry
        </button>
      </div>
    );
  }
}

export interface RemoteSlotProps<P> {
  remote: RemoteName;
  /** Name of the exposed module, e.g. 'CityPage' for `./CityPage`. */
  module: string;
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
    return lazy(async () => {
      await opened;
      const mod = await loadRemoteModule<{ default: ComponentType<P> }>(remote, module, attempt > 0);
      return { default: mod.default };
    });
    // params/search are read once per slot: a remote page follows route changes itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt, serverSlots, opened, clientOnly, deferUntilNearViewport]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const placeholder =
    loading ??
    (deferUntilNearViewport ? (
      // Nothing is loading yet, so the reserved space is not marked busy.
      <div style={{ minHeight }} />
    ) : (
      <div
        className={`${skeletonClass} ${styles.loading}`}
        style={{ minHeight }}
        aria-busy="true"
        aria-label="Loading section"
      />
    ));
  return (
    <div
      ref={ref}
      data-remote-slot={remote}
      data-loading=""
      data-deferred={deferUntilNearViewport ? '' : undefined}
    >
      <RemoteErrorBoundary
        key={`${remote}/${module}/${attempt}`}
        onRetry={retry}
        onError={() => ref.current?.removeAttribute('data-loading')}
      >
        <Suspense fallback={placeholder}>
          <RemoteComponent {...(props ?? ({} as P))} />
          <Settled box={ref} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
