/**
 * The one boundary every remote sits in: React.lazy + Suspense for loading, an error boundary for
 * load failures and render errors, and a Retry that builds a fresh lazy component (React.lazy
 * caches failures) from a freshly registered remote.
 */
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadRemoteModule, type RemoteName } from './remoteRegistry';
import styles from './RemoteSlot.module.css';
import { skeletonClass, statusClass } from '@manzil/ui';

interface BoundaryProps {
  onRetry: () => void;
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
  /** Fetch the remote only when its slot comes within 300 px of the viewport: for sections far
   * below the fold, whose code would otherwise compete with the first view on a phone. */
  deferUntilNearViewport?: boolean;
}

/** Whether the element has come within 300 px of the screen (stays true once it has). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function RemoteSlot<P extends object>({
  remote,
  module,
  props,
  loading,
  minHeight = 240,
  deferUntilNearViewport = false,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const { ref, near } = useNearViewport(deferUntilNearViewport);
  const RemoteComponent = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadRemoteModule<{ default: ComponentType<P> }>(remote, module, attempt > 0);
        return { default: mod.default };
      }),
    [remote, module, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const placeholder = loading ?? (
    <div
      className={`${skeletonClass} ${styles.loading}`}
      style={{ minHeight }}
      aria-busy="true"
      aria-label="Loading section"
    />
  );
  // Nothing is loading yet, so the reserved space is not marked busy.
  if (!near) return <div ref={ref} style={{ minHeight }} data-deferred-remote={remote} />;
  return (
    <RemoteErrorBoundary key={`${remote}/${module}/${attempt}`} onRetry={retry}>
      <Suspense fallback={placeholder}>
        <RemoteComponent {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
