import { render, screen } from '@testing-library/react';
import { LocaleProvider } from '@manzil/i18n';
import { VrCardTile } from './VrCardTile';
import { makeCards } from '../testing/vrCards';

describe('VrCardTile on an Arabic page', () => {
  it('names the project in Arabic when it has the translation, its tours counted in Arabic', () => {
    const card = { ...makeCards(1)[0]!, translations: { ar: { name: 'مارينا فيستا' } } };
    render(
      <LocaleProvider locale="ar">
        <VrCardTile
          card={{ ...card, links360: ['https://a.example', 'https://b.example'] }}
          onOpen={() => {}}
        />
      </LocaleProvider>,
    );
    expect(screen.getByText('مارينا فيستا')).not.toHaveAttribute('lang');
    expect(screen.getByText('جولتان افتراضيتان')).toBeInTheDocument();
    expect(screen.getByText('شاهد التجربة ←')).toBeInTheDocument();
  });

  it('keeps an untranslated name in English, marked so', () => {
    const card = makeCards(1)[0]!;
    render(
      <LocaleProvider locale="ar">
        <VrCardTile card={{ ...card, links360: [] }} onOpen={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByText(card.name)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('لا جولات افتراضية بعد')).toBeInTheDocument();
  });
});
