import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorSummaryText, FormErrorSummary } from './FormErrorSummary';

describe('errorSummaryText', () => {
  it('names the fields to look at, as a sentence', () => {
    expect(errorSummaryText(['Email'])).toBe('Please check Email, then send again.');
    expect(errorSummaryText(['Name', 'Email'])).toBe('Please check Name and Email, then send again.');
    expect(errorSummaryText(['Name', 'Email', 'Phone'])).toBe(
      'Please check Name, Email and Phone, then send again.',
    );
  });
});

describe('FormErrorSummary', () => {
  it('is an in-page alert with exactly its text', () => {
    render(<FormErrorSummary attempt={1}>Please fill out all fields.</FormErrorSummary>);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please fill out all fields\.$/);
  });

  it('is a new alert on every refused submit, so the same text is read out again', () => {
    const { rerender } = render(<FormErrorSummary attempt={1}>Please fill out all fields.</FormErrorSummary>);
    const first = screen.getByRole('alert');
    rerender(<FormErrorSummary attempt={1}>Please fill out all fields.</FormErrorSummary>);
    expect(screen.getByRole('alert')).toBe(first);
    rerender(<FormErrorSummary attempt={2}>Please fill out all fields.</FormErrorSummary>);
    expect(screen.getByRole('alert')).not.toBe(first);
  });
});
