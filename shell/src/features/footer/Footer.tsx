import { Link } from 'react-router-dom';
import { BRAND, PAGE_FOOTER_ID, type PageId } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { spreadClass } from '@manzil/ui';
import { footerMessages } from './messages';
import styles from './Footer.module.css';

const LINKS: {
  page: Extract<PageId, 'home' | 'agents' | 'floorPlans' | 'contact' | 'about' | 'privacy'>;
  label: keyof typeof footerMessages;
}[] = [
  { page: 'home', label: 'home' },
  { page: 'agents', label: 'agents' },
  { page: 'floorPlans', label: 'floorPlans' },
  { page: 'contact', label: 'contact' },
  { page: 'about', label: 'about' },
  { page: 'privacy', label: 'privacy' },
];

export function Footer() {
  const t = useMessages(footerMessages);
  const path = usePagePath();
  const agency = `${BRAND.name} ${BRAND.tagline}`;
  return (
    <footer id={PAGE_FOOTER_ID} className={styles.footer}>
      <div className={`${spreadClass} ${styles.inner}`}>
        <div className={styles.brand}>
          <img src="/images/logo.png" alt="" width={40} height={40} loading="lazy" className={styles.logo} />
          <div>
            <p className={styles.name}>{agency}</p>
            <p className={styles.tagline}>{t('tagline')}</p>
          </div>
        </div>
        <nav aria-label={t('nav')}>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.page}>
                <Link to={path(link.page)} className={styles.link}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>{t('copyright', { year: String(new Date().getFullYear()), agency })}</p>
    </footer>
  );
}
