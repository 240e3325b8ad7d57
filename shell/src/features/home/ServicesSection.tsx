import type { ComponentType } from 'react';
import { ConsultingIcon, InvestmentIcon, ListingsIcon, ManagementIcon } from './ServiceIcons';
import { useMessages } from '@manzil/i18n';
import { servicesMessages } from './messages';
import styles from './ServicesSection.module.css';
import {
  type IconProps,
  eyebrowClass,
  mutedTextClass,
  panelClass,
  riseClass,
  tilesClass,
  titleClass,
} from '@manzil/ui';

interface Service {
  key: 'consulting' | 'listings' | 'investment' | 'management';
  Icon: ComponentType<IconProps>;
}

/** The four services (docs/glossary.md), in the spec's order; their texts are in messages.ts. */
export const SERVICES: readonly Service[] = [
  { key: 'consulting', Icon: ConsultingIcon },
  { key: 'listings', Icon: ListingsIcon },
  { key: 'investment', Icon: InvestmentIcon },
  { key: 'management', Icon: ManagementIcon },
];

export function ServicesSection() {
  const t = useMessages(servicesMessages);
  return (
    <section className={styles.services} aria-labelledby="home-services-heading">
      <div className={styles.inner}>
        <p className={`${eyebrowClass} ${styles.eyebrow}`}>{t('eyebrow')}</p>
        <h2 id="home-services-heading" className={`${titleClass} ${styles.heading}`}>
          {t('heading')}
        </h2>
        <p className={styles.intro}>{t('intro')}</p>
        <ul className={`${tilesClass} ${styles.grid}`}>
          {SERVICES.map(({ key, Icon }) => (
            <li key={key} className={`${panelClass} ${riseClass} ${styles.card}`}>
              <span className={styles.iconWrap}>
                {/* A finer line than the other icons': these are drawn larger. */}
                <Icon className={styles.icon} strokeWidth={1.7} />
              </span>
              <h3 className={styles.title}>{t(`${key}Title`)}</h3>
              <p className={mutedTextClass}>{t(`${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
