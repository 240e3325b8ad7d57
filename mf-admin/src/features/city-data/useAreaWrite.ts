/**
 * An area write that a form sends (add an area, save a row's edit). It changes the areas table, the
 * property groups and the "Add Property" area choices: all of them are read again from the server.
 * Then `done` runs and `succeeded` is toasted; a failure is said in the form (`setProblem`), with
 * the field the server refused named as the form labels it.
 */
import { prefixedWithReason } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { useAdminMutation } from '../../shared/writes/useAdminMutation';
import { CITY_FIELD_LABELS } from './messages';

interface AreaWrite<TVars> {
  send(vars: TVars): Promise<unknown>;
  done(): void;
  succeeded: string;
  failed: string;
  setProblem(problem: FormProblem): void;
}

export function useAreaWrite<TVars>({ send, done, succeeded, failed, setProblem }: AreaWrite<TVars>) {
  return useAdminMutation({
    mutationFn: send,
    invalidates: 'area',
    onSuccess: () => {
      done();
      toast.success(succeeded);
    },
    failed: (err) => prefixedWithReason(failed, err, CITY_FIELD_LABELS),
    report: (text) => setProblem(problem(text)),
  });
}
