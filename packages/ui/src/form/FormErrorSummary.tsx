/**
 * The one way a visitor's form says it was not sent: each field's message sits beside it
 * (FormField, aria-describedby), and this summary, an in-page alert (role="alert"), says so once
 * beside the form's button. Never the browser's validation bubble: the forms are `noValidate`.
 */
import type { Locale } from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { AlertIcon } from './AlertIcon';
import { formFieldMessages } from './messages';
import styles from './FormField.module.css';

/** 'Name', 'Name and Email', 'Name, Email and Phone' (Arabic: 'الاسم، البريد والهاتف'). */
function listOf(labels: readonly string[], locale: Locale): string {
  if (labels.length <= 1) return labels.join('');
  const separator = locale === 'ar' ? '، ' : ', ';
  return messagesIn(formFieldMessages, locale)('and', {
    first: labels.slice(0, -1).join(separator),
    last: labels.at(-1),
  });
}

/** The summary of a refused form: which fields to look at, by their labels (given in `locale`). */
export const errorSummaryText = (labels: readonly string[], locale: Locale = 'en'): string =>
  messagesIn(formFieldMessages, locale)('checkFields', { fields: listOf(labels, locale) });

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
