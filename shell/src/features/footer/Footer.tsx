import { Link } from 'react-router-dom';
import { BRAND, PAGE_FOOTER_ID, PAGES } from '@manzil/contract';
import styles from './Footer.module.css';
import { spreadClass } from '@manzil/ui';

const LINKS = [
  { to: PAGES.home.path, label: 'Home' },
  { to: PAGES.agents.path, label: 'Find My Agent' },
  { to: PAGES.floorPlans.path, label: 'Floor Plans' },
  { to: PAGES.contact.path, label: 'Contact Us' },
  { to: PAGES.about.path, label: 'About Us' },
  { to: PAGES.privacy.path, label: 'Privacy' },
];

export function Footer() {
  return (
    <footer id={PAGE_FOOTER_ID} className={styles.footer}>
      <div className={`${spreadClass} ${styles.inner}`}>
        <div className={styles.brand}>
          <img src="/images/logo.png" alt="" width={40} height={40} loading="lazy" className={styles.logo} />
          <div>
            <p className={styles.name}>
              {BRAND.name} {BRAND.tagline}
            </p>
            <p className={styles.tagline}>Real Prices. Real Photos. Real Properties.</p>
          </div>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>
        © {new Date().getFullYear()} {BRAND.name} {BRAND.tagline}. Prices in AED.
      </p>
    </footer>
  );
}
