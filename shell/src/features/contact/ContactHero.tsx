import { PAGE_HERO_IMAGES, PHOTO_SIZES, photoSrcSet } from '@manzil/contract';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';
import { accentButtonClass, coverClass, displayClass, eyebrowClass, heroClass, liftClass } from '@manzil/ui';

export function ContactHero() {
  return (
    <section className={`${heroClass} ${page.hero} ${styles.hero}`} aria-labelledby="contact-title">
      <img
        className={coverClass}
        src={PAGE_HERO_IMAGES.contact}
        srcSet={photoSrcSet(PAGE_HERO_IMAGES.contact)}
        sizes={PHOTO_SIZES.fullWidth}
        alt=""
        width={1920}
        height={800}
        fetchPriority="high"
      />
      <div className={page.heroInner}>
        <p className={`${eyebrowClass} ${page.heroEyebrow}`}>Contact Us</p>
        <h1 id="contact-title" className={`${displayClass} ${page.heroTitle}`}>
          Let&apos;s find your next home in the UAE
        </h1>
        <p className={page.heroText}>
          Buying, renting or investing: talk to an adviser who knows the market, by WhatsApp, e-mail or in
          person at our Dubai office.
        </p>
        <a className={`${accentButtonClass} ${liftClass} ${styles.heroButton}`} href="#contact-form">
          Send us a message
        </a>
      </div>
    </section>
  );
}
