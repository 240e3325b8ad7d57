/**
 * What went wrong with a form, said in the form (role="alert": read out as it appears). Each new
 * problem gets a new `key`, so the same text given twice in a row is read out again.
 */
import forms from './forms.module.css';

export interface FormProblem {
  text: string;
  /** Changes with every report. */
  key: number;
}

let reports = 0;
/** A problem to show; `null` clears it. */
export const problem = (text: string): FormProblem => ({ text, key: ++reports });

export function FormError({ problem }: { problem: FormProblem | null }) {
  if (!problem) return null;
  return (
    <p key={problem.key} className={forms.formError} role="alert">
      {problem.text}
    </p>
  );
}
