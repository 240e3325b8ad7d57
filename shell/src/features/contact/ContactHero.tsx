import { PAGE_HERO_IMAGES } from '@manzil/contract';
import { PageHero } from '../../shared/PageHero';
import styles from './ContactPage.module.css';
import { accentButtonClass, liftClass } from '@manzil/ui';

export function ContactHero() {
  return (
    <PageHero
      titleId="contact-title"
      image={PAGE_HERO_IMAGES.contact}
      className={styles.hero}
      fetchPriority="high"
      eyebrow="Contact Us"
      title="Let's find your next home in the UAE"
      text="Buying, renting or investing: talk to an adviser who knows the market, by WhatsApp, e-mail or in person at our Dubai office."
    >
      <a className={`${accentButtonClass} ${liftClass} ${styles.heroButton}`} href="#contact-form">
        Send us a message
      </a>
    </PageHero>
  );
}
