/**
 * The card a home's marker opens: photo, price, beds and size, and its name linking to its page.
 * Texts from listings reach the page only as text (DOM nodes filled with textContent, never HTML
 * strings: names and photo links are typed by staff).
 */
import { contentIn, type Locale, type MapPoint } from '@manzil/contract';
import { formatArea, formatBedrooms, formatPrice } from '@manzil/format';
import styles from './ResultsMap.module.css';

export function popupCard(
  point: MapPoint,
  href: string,
  onOpen: (href: string) => void,
  locale: Locale,
): HTMLElement {
  const card = document.createElement('div');
  card.className = styles.card!;
  const photo = document.createElement('img');
  photo.className = styles.cardPhoto!;
  photo.src = point.cover;
  photo.alt = '';
  photo.width = 240;
  photo.height = 135;
  photo.decoding = 'async';
  const text = document.createElement('div');
  text.className = styles.cardText!;
  const price = document.createElement('p');
  price.className = styles.cardPrice!;
  price.textContent = formatPrice(point.price, point.purpose, locale);
  const facts = [
    point.beds === undefined ? undefined : formatBedrooms(point.beds, locale),
    formatArea(point.size, locale),
  ].filter((fact): fact is string => Boolean(fact));
  const link = document.createElement('a');
  link.href = href;
  link.className = styles.cardLink!;
  const title = contentIn(point, 'title', locale);
  link.textContent = title.text;
  if (title.lang) link.lang = title.lang;
  link.dir = 'auto';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  });
  text.append(price);
  if (facts.length) {
    const line = document.createElement('p');
    line.className = styles.cardFacts!;
    line.textContent = facts.join(' · ');
    text.append(line);
  }
  text.append(link);
  card.append(photo, text);
  return card;
}
