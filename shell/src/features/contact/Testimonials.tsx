/** Later reading: three testimonials. */
import { SectionHeader } from '../../shared/SectionHeader';
import { useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';
import { columnsClass } from '@manzil/ui';

/** The three clients, in order; their names and words are in messages.ts. */
const TESTIMONIALS = ['sarah', 'rahul', 'fatima'] as const;

export function Testimonials() {
  const t = useMessages(contactMessages);
  return (
    <section className={page.section} aria-labelledby="testimonials-title">
      <div className={page.container}>
        <SectionHeader
          titleId="testimonials-title"
          eyebrow={t('testimonialsEyebrow')}
          title={t('testimonialsTitle')}
        />
        <ul className={`${columnsClass} ${styles.testimonialGrid}`}>
          {TESTIMONIALS.map((client) => (
            <li key={client} className={styles.testimonial}>
              <figure className={styles.testimonialFigure}>
                <span className={styles.quoteIcon} aria-hidden="true">
                  &ldquo;
                </span>
                <blockquote className={styles.quote}>
                  <p>{t(`${client}Quote`)}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.avatar} aria-hidden="true">
                    {t(`${client}Name`).charAt(0)}
                  </span>
                  <span>
                    <span className={styles.authorName}>{t(`${client}Name`)}</span>
                    <span className={styles.authorDetail}>{t(`${client}Detail`)}</span>
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
