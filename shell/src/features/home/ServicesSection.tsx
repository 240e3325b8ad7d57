import type { ComponentType } from 'react';
import { ConsultingIcon, InvestmentIcon, ListingsIcon, ManagementIcon } from './ServiceIcons';
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
  title: string;
  text: string;
  Icon: ComponentType<IconProps>;
}

/** The four services (docs/glossary.md), in the spec's order. */
export const SERVICES: readonly Service[] = [
  {
    title: 'Property Consulting',
    text: 'Straight answers on where to buy, what to pay and how each community is moving, from advisers who work these neighbourhoods every day.',
    Icon: ConsultingIcon,
  },
  {
    title: 'Premium Listings',
    text: 'Apartments, villas and townhouses shown with real photos and real prices in AED, checked before they go live.',
    Icon: ListingsIcon,
  },
  {
    title: 'Investment Opportunities',
    text: 'Off-plan launches and ready homes with strong rental demand, matched to your budget, timeline and goals.',
    Icon: InvestmentIcon,
  },
  {
    title: 'Property Management',
    text: 'Tenant search, rent collection and maintenance handled for you, so your property keeps earning while you are away.',
    Icon: ManagementIcon,
  },
];

export function ServicesSection() {
  return (
    <section className={styles.services} aria-labelledby="home-services-heading">
      <div className={styles.inner}>
        <p className={`${eyebrowClass} ${styles.eyebrow}`}>What we do</p>
        <h2 id="home-services-heading" className={`${titleClass} ${styles.heading}`}>
          Our Services
        </h2>
        <p className={styles.intro}>One team from the first viewing to the keys, and long after.</p>
        <ul className={`${tilesClass} ${styles.grid}`}>
          {SERVICES.map(({ title, text, Icon }) => (
            <li key={title} className={`${panelClass} ${riseClass} ${styles.card}`}>
              <span className={styles.iconWrap}>
                {/* A finer line than the other icons': these are drawn larger. */}
                <Icon className={styles.icon} strokeWidth={1.7} />
              </span>
              <h3 className={styles.title}>{title}</h3>
              <p className={mutedTextClass}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
