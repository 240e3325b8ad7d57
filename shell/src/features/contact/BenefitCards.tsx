/** The four reasons to get in touch (later reading: four benefit cards). */
import type { ComponentType } from 'react';
import { BoltIcon, CompassIcon, KeyIcon, ShieldIcon } from './icons';
import { useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';
import { panelClass, riseClass, visuallyHidden } from '@manzil/ui';

const BENEFITS: {
  key: 'quick' | 'verified' | 'local' | 'support';
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { key: 'quick', Icon: BoltIcon },
  { key: 'verified', Icon: ShieldIcon },
  { key: 'local', Icon: CompassIcon },
  { key: 'support', Icon: KeyIcon },
];

export function BenefitCards() {
  const t = useMessages(contactMessages);
  return (
    <section className={styles.benefits} aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={visuallyHidden}>
        {t('benefitsTitle')}
      </h2>
      <ul className={`${page.container} ${styles.benefitGrid}`}>
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className={`${panelClass} ${riseClass} ${styles.benefitCard}`}>
            <span className={styles.iconBadge}>
              <Icon size={26} />
            </span>
            <h3 className={styles.cardTitle}>{t(`${key}Title`)}</h3>
            <p className={styles.cardText}>{t(`${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
