/** /about: mission, nine core values, certificate, licence (with the ORN) and experience, and the team. */
import { Link } from 'react-router-dom';
import { PAGE_HERO_IMAGES, pagePath } from '@manzil/contract';
import { RemoteSlot } from '../../shared/remotes/RemoteSlot';
import { PageHero } from '../../shared/PageHero';
import { SectionHeader } from '../../shared/SectionHeader';
import { CORE_VALUES } from './coreValues';
import { LicenceStatement } from './LicenceStatement';
import page from '../../shared/page.module.css';
import styles from './AboutPage.module.css';
import {
  accentButtonClass,
  columnsClass,
  eyebrowClass,
  mutedTextClass,
  panelClass,
  riseClass,
  splitClass,
  titleClass,
  visuallyHidden,
} from '@manzil/ui';

export function AboutPage() {
  return (
    <div className={page.page}>
      <PageHero
        titleId="about-title"
        image={PAGE_HERO_IMAGES.about}
        className={styles.hero}
        imageClassName={styles.heroImage}
        eyebrow="About Us"
        title="Real homes, real people, real advice"
        text="Manzil is a property agency centred on Dubai and the other emirates, helping people buy, rent and invest with confidence."
      />

      <section className={page.section} aria-labelledby="mission-title">
        <div className={`${page.container} ${splitClass} ${styles.mission}`}>
          <div>
            <p className={`${eyebrowClass} ${page.eyebrow}`}>Our mission</p>
            <h2 id="mission-title" className={`${titleClass} ${page.sectionTitle}`}>
              Making every move in the UAE simple and honest
            </h2>
          </div>
          <div className={styles.missionText}>
            <p>
              Our mission is to connect people with homes and investments that truly fit them, with real
              prices, real photos and real properties. We believe finding a home should feel exciting, not
              uncertain.
            </p>
            <p>
              From the first search to the day you collect your keys, we give clear advice, verified listings
              and a team that answers when you need it.
            </p>
          </div>
        </div>
      </section>

      <section className={`${page.section} ${page.sectionAlt}`} aria-labelledby="values-title">
        <div className={page.container}>
          <SectionHeader titleId="values-title" eyebrow="What we stand for" title="Our core values" />
          <ol className={`${columnsClass} ${styles.valueGrid}`}>
            {CORE_VALUES.map((value, index) => (
              <li key={value.title} className={`${panelClass} ${riseClass} ${styles.valueCard}`}>
                <span className={styles.valueNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.valueTitle}>{value.title}</h3>
                <p className={mutedTextClass}>{value.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={page.section} aria-labelledby="trust-title">
        <div className={page.container}>
          <SectionHeader titleId="trust-title" eyebrow="Trust and experience" title="Why clients trust us" />
          <div className={styles.trustGrid}>
            <div className={styles.experience}>
              <h3 className={styles.licenceTitle}>Experience you can rely on</h3>
              <p className={styles.licenceText}>
                Our advisers have years of hands-on experience in the UAE property market, across off-plan
                launches, ready homes, rentals and investment portfolios, for local residents and overseas
                buyers alike.
              </p>
            </div>
            <LicenceStatement />
            <div className={`${panelClass} ${styles.certificate}`}>
              <h3 className={styles.licenceTitle}>Our certificate</h3>
              <p className={styles.licenceText}>Download a copy of our company certificate as a PDF file.</p>
              <a
                className={`${accentButtonClass} ${styles.downloadButton}`}
                href="/certificate.pdf"
                download="manzil-certificate.pdf"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
                </svg>
                Download certificate<span className={visuallyHidden}> (PDF)</span>
              </a>
            </div>
          </div>
        </div>
      </section>

      <section className={`${page.section} ${page.sectionFollow}`} aria-labelledby="team-title">
        <div className={page.container}>
          <SectionHeader titleId="team-title" eyebrow="Our team" title="Meet the team">
            <p className={styles.teamText}>
              Every adviser is a broker registered with RERA. Choose one who speaks your language and knows
              your area, or <Link to={pagePath('agents')}>find your agent</Link> by language and area.
            </p>
          </SectionHeader>
          {/* The agents are the listings app's data: their cards come from it, rendered on the server. */}
          <RemoteSlot remote="mf-listings" module="AgentTeam" minHeight={480} deferUntilNearViewport />
        </div>
      </section>
    </div>
  );
}
