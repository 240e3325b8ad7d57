/**
 * The one way a visitor's form says it was not sent: each field's message sits beside it
 * (FormField, aria-describedby), and this summary, an in-page alert (role="alert"), says so once
 * beside the form's button. Never the browser's validation bubble: the forms are `noValidate`.
 */
import { AlertIcon } from './AlertIcon';
import styles from './FormField.module.css';

/** 'Name', 'Name and Email', 'Name, Email and Phone'. */
function listOf(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The summary of a refused form: which fields to look at, by their labels. */
export const errorSummaryText = (labels: readonly string[]): string =>
  `Please check ${listOf(labels)}, then send again.`;

export interface FormErrorSummaryProps {
  /** Counts the refused submits: the same text given again is read out again. */
  attempt: number;
  children: string;
  className?: string;
}

export function FormErrorSummary({ attempt, children, className = '' }: FormErrorSummaryProps) {
  return (
    <p key={attempt} role="alert" className={`${styles.summary} ${className}`}>
      <AlertIcon size={16} />
      {children}
    </p>
  );
}
