import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '@manzil/i18n/check';
import { LocaleProvider, type Messages } from '@manzil/i18n';
import { errorSummaryText } from './form/FormErrorSummary';
import { Pager } from './pager/Pager';

const catalogues = import.meta.glob<Record<string, Messages>>('./**/messages.ts', { eager: true });

describe('the shared components’ catalogues', () => {
  it('are found', () => expect(Object.keys(catalogues).length).toBeGreaterThan(0));
  it.each(Object.entries(catalogues))('%s is sound in every language', (_, module) => {
    for (const messages of Object.values(module)) expect(checkCatalogue(messages)).toEqual([]);
  });
});

describe('in Arabic', () => {
  it('names the pager’s steps and pages in the page’s language', () => {
    render(
      <LocaleProvider locale="ar">
        <Pager page={2} pageCount={5} label="الصفحات" display="count" onChange={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toBeEnabled();
    expect(screen.getByText('الصفحة 2 من 5')).toBeInTheDocument();
  });
  it('says which fields to check in Arabic', () => {
    expect(errorSummaryText(['الاسم', 'البريد الإلكتروني', 'الهاتف'], 'ar')).toBe(
      'يرجى مراجعة الاسم، البريد الإلكتروني والهاتف، ثم الإرسال مجدداً.',
    );
    expect(errorSummaryText(['Name', 'Email', 'Phone'])).toBe(
      'Please check Name, Email and Phone, then send again.',
    );
  });
});
