import { PAGE_HERO_IMAGES } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import { PageHero } from '../../shared/PageHero';
import styles from './ContactPage.module.css';
import { accentButtonClass, liftClass } from '@manzil/ui';

export function ContactHero() {
  const t = useMessages(contactMessages);
  return (
    <PageHero
      titleId="contact-title"
      image={PAGE_HERO_IMAGES.contact}
      className={styles.hero}
      fetchPriority="high"
      eyebrow={t('heroEyebrow')}
      title={t('heroTitle')}
      text={t('heroText')}
    >
      <a className={`${accentButtonClass} ${liftClass} ${styles.heroButton}`} href="#contact-form">
        {t('heroButton')}
      </a>
    </PageHero>
  );
}
