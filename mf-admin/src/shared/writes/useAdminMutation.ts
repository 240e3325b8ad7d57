/**
 * The panel's writes as TanStack Query mutations: useMutation keeps pending, error and success; the
 * queries the write changes (WRITE_INVALIDATES) are refetched before success is reported; a failure
 * is reported with the texts of docs/glossary.md. One write at a time across the panel: while any
 * mutation is pending, every form is disabled (`useWriting`) and a second `run` does nothing, so a
 * double click cannot send a duplicate.
 */
import {
  invalidateAfter,
  useIsMutating,
  useMutation,
  useQueryClient,
  type WriteKind,
} from '@manzil/api-client';
import { isSessionExpired } from '../api/client';
import { prefixedWithReason } from '../api/errors';
import { toast } from '../feedback/toastStore';

/** The text of a failure: a text the server's reason is put before, or one built from the error
 * (and the write's variables). */
export type FailureText<TVars> = string | ((err: unknown, vars: TVars) => string);

export interface AdminMutationOptions<TVars, TData> {
  mutationFn(vars: TVars): Promise<TData>;
  /** What the write changes: marked stale and refetched (awaited) before `onSuccess`. */
  invalidates?: WriteKind;
  /** Runs after the refetch, still pending (the form stays disabled until it ends). */
  onSuccess?(data: TData, vars: TVars): unknown;
  failed: FailureText<TVars>;
  /** Where a failure is said: a form shows it beside its fields (it also gets the error, to mark the
   * field the server refused); an error toast by default. */
  report?(text: string, err: unknown): void;
}

/** What a screen adds to a feature's write (its call and what it invalidates, in the feature's api
 * file): what success does next, the failure text and where it is said. */
export type WriteUi<TVars, TData> = Omit<AdminMutationOptions<TVars, TData>, 'mutationFn' | 'invalidates'>;

/** True while any write of the panel is pending. */
export const useWriting = (): boolean => useIsMutating() > 0;

export function useAdminMutation<TVars = void, TData = unknown>(options: AdminMutationOptions<TVars, TData>) {
  const queryClient = useQueryClient();
  const mutation = useMutation<TData, unknown, TVars>({
    mutationFn: (vars) => options.mutationFn(vars),
    onSuccess: async (data, vars) => {
      if (options.invalidates) await invalidateAfter(queryClient, options.invalidates);
      await options.onSuccess?.(data, vars);
    },
    // Also reached when onSuccess fails. An expired session is not reported: the guard is already
    // taking the user to /login.
    onError: (err, vars) => {
      if (isSessionExpired(err)) return;
      const { failed, report = (text: string) => toast.error(text) } = options;
      report(typeof failed === 'string' ? prefixedWithReason(failed, err) : failed(err, vars), err);
    },
  });
  /** Runs the write unless another is pending; resolves true when it and its success step succeeded. */
  async function run(vars: TVars): Promise<boolean> {
    if (queryClient.isMutating() > 0) return false;
    try {
      await mutation.mutateAsync(vars);
      return true;
    } catch {
      return false;
    }
  }
  return { ...mutation, run };
}
