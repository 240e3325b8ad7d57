/** The four reasons to get in touch (later reading: four benefit cards). */
import type { ComponentType } from 'react';
import { BoltIcon, CompassIcon, KeyIcon, ShieldIcon } from './icons';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';
import { panelClass, riseClass, visuallyHidden } from '@manzil/ui';

const BENEFITS: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  {
    title: 'Quick response',
    text: 'Your enquiry goes straight to an adviser, who replies within office hours.',
    Icon: BoltIcon,
  },
  {
    title: 'Verified listings',
    text: 'Real prices, real photos, real properties: every home we show is checked first.',
    Icon: ShieldIcon,
  },
  {
    title: 'Local expertise',
    text: 'Advisers who know each community, from Downtown Dubai to the other emirates.',
    Icon: CompassIcon,
  },
  {
    title: 'End-to-end support',
    text: 'From the first viewing to the keys in your hand, one team takes care of it all.',
    Icon: KeyIcon,
  },
];

export function BenefitCards() {
  return (
    <section className={styles.benefits} aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={visuallyHidden}>
        Why talk to us
      </h2>
      <ul className={`${page.container} ${styles.benefitGrid}`}>
        {BENEFITS.map(({ title, text, Icon }) => (
          <li key={title} className={`${panelClass} ${riseClass} ${styles.benefitCard}`}>
            <span className={styles.iconBadge}>
              <Icon size={26} />
            </span>
            <h3 className={styles.cardTitle}>{title}</h3>
            <p className={styles.cardText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
