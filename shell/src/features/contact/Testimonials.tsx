/** Later reading: three testimonials. */
import { SectionHeader } from '../../shared/SectionHeader';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';
import { columnsClass } from '@manzil/ui';

const TESTIMONIALS = [
  {
    quote:
      'They answered on WhatsApp within minutes and had three viewings lined up for the same weekend. We signed for our apartment in Dubai Marina a week later.',
    name: 'Sarah M.',
    detail: 'Tenant, Dubai Marina',
  },
  {
    quote:
      'As an overseas buyer I needed someone I could trust. The prices and photos matched exactly what we saw in person, and every document was explained clearly.',
    name: 'Rahul K.',
    detail: 'Buyer, Downtown Dubai',
  },
  {
    quote:
      'From valuation to finding the right tenant, the team handled everything for our villa. Honest advice and no surprises.',
    name: 'Fatima A.',
    detail: 'Landlord, Arabian Ranches',
  },
];

export function Testimonials() {
  return (
    <section className={page.section} aria-labelledby="testimonials-title">
      <div className={page.container}>
        <SectionHeader titleId="testimonials-title" eyebrow="Testimonials" title="What our clients say" />
        <ul className={`${columnsClass} ${styles.testimonialGrid}`}>
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className={styles.testimonial}>
              <figure className={styles.testimonialFigure}>
                <span className={styles.quoteIcon} aria-hidden="true">
                  &ldquo;
                </span>
                <blockquote className={styles.quote}>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.avatar} aria-hidden="true">
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <span className={styles.authorName}>{t.name}</span>
                    <span className={styles.authorDetail}>{t.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
