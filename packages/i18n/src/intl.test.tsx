import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from './check';
import {
  compiledCount,
  COMPILED_MAX,
  Content,
  defineMessages,
  LocaleProvider,
  messagesIn,
  useMessages,
  usePagePath,
} from './index';

const messages = defineMessages({
  count: {
    en: '{count, plural, one {# property} other {# properties}}',
    ar: '{count, plural, zero {لا عقارات} one {عقار واحد} two {عقاران} few {# عقارات} many {# عقاراً} other {# عقار}}',
  },
  price: { en: 'From {price}', ar: 'ابتداءً من {price}' },
});

function Sample({ count }: { count: number }) {
  const t = useMessages(messages);
  const path = usePagePath();
  return (
    <a href={path('property', { propertySlug: 'marina view' })}>
      {t('count', { count })}
      <Content record={{ name: 'Dubai Marina', translations: { ar: { name: '' } } }} field="name" />
    </a>
  );
}

describe('texts in the page language', () => {
  it('writes Arabic plurals in their six forms, with Western digits', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => messagesIn(messages, 'ar')('count', { count }));
    expect(forms).toEqual(['لا عقارات', 'عقار واحد', 'عقاران', '3 عقارات', '11 عقاراً', '100 عقار']);
    expect(messagesIn(messages, 'en')('count', { count: 1 })).toBe('1 property');
  });
  it('renders a remote part in the language of the provider, links and fallbacks included', () => {
    render(
      <LocaleProvider locale="ar">
        <Sample count={2} />
      </LocaleProvider>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/ar/property/marina%20view');
    expect(link).toHaveTextContent('عقاران');
    expect(screen.getByText('Dubai Marina')).toHaveAttribute('lang', 'en');
  });
  it('renders English outside a provider, links without a prefix', () => {
    render(
      <LocaleProvider locale="en">
        <Sample count={3} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/property/marina%20view');
    expect(screen.getByText('Dubai Marina')).not.toHaveAttribute('lang');
  });
});

describe('checkCatalogue', () => {
  it('passes a sound catalogue', () => expect(checkCatalogue(messages)).toEqual([]));
  it('finds a broken message, a missing argument and an empty text', () => {
    expect(
      checkCatalogue({
        a: { en: '{count, plural, one {x}}', ar: 'س' },
        b: { en: 'Hello {name}', ar: 'مرحباً' },
        c: { en: 'Hi', ar: ' ' },
      }),
    ).toEqual([
      expect.stringMatching(/^a \(en\)/),
      'b: the languages name different arguments (en: name / ar: )',
      'c (ar): empty',
    ]);
  });
});

describe('outside a provider', () => {
  it('renders English (a component test, a remote alone)', () => {
    render(<Sample count={1} />);
    expect(screen.getByRole('link')).toHaveTextContent('1 property');
  });
});

describe('compiled messages', () => {
  it('keep a bound however many different texts are formatted', () => {
    for (let i = 0; i < COMPILED_MAX * 2 + 7; i += 1)
      messagesIn({ x: { en: `text ${i}`, ar: `نص ${i}` } }, 'ar')('x');
    expect(compiledCount()).toBeLessThanOrEqual(COMPILED_MAX);
  });
});

describe('rich texts', () => {
  it('puts markup around the words the message marks', () => {
    const t = messagesIn(
      { terms: { en: 'Read the <link>notice</link>', ar: 'اقرأ <link>الإشعار</link>' } },
      'ar',
    );
    render(<p>{t.rich('terms', { link: (chunks) => <a href="/ar/privacy">{chunks}</a> })}</p>);
    expect(screen.getByRole('link', { name: 'الإشعار' })).toHaveAttribute('href', '/ar/privacy');
  });
});
