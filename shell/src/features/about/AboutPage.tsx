/** /about: mission, nine core values, certificate, licence (with the ORN) and experience, and the team. */
import { Link } from 'react-router-dom';
import { PAGE_HERO_IMAGES } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { aboutMessages } from './messages';
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
  const t = useMessages(aboutMessages);
  const path = usePagePath();
  return (
    <div className={page.page}>
      <PageHero
        titleId="about-title"
        image={PAGE_HERO_IMAGES.about}
        className={styles.hero}
        imageClassName={styles.heroImage}
        eyebrow={t('heroEyebrow')}
        title={t('heroTitle')}
        text={t('heroText')}
      />

      <section className={page.section} aria-labelledby="mission-title">
        <div className={`${page.container} ${splitClass} ${styles.mission}`}>
          <div>
            <p className={`${eyebrowClass} ${page.eyebrow}`}>{t('missionEyebrow')}</p>
            <h2 id="mission-title" className={`${titleClass} ${page.sectionTitle}`}>
              {t('missionTitle')}
            </h2>
          </div>
          <div className={styles.missionText}>
            <p>{t('mission1')}</p>
            <p>{t('mission2')}</p>
          </div>
        </div>
      </section>

      <section className={`${page.section} ${page.sectionAlt}`} aria-labelledby="values-title">
        <div className={page.container}>
          <SectionHeader titleId="values-title" eyebrow={t('valuesEyebrow')} title={t('valuesTitle')} />
          <ol className={`${columnsClass} ${styles.valueGrid}`}>
            {CORE_VALUES.map((value, index) => (
              <li key={value} className={`${panelClass} ${riseClass} ${styles.valueCard}`}>
                <span className={styles.valueNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.valueTitle}>{t(`${value}Title`)}</h3>
                <p className={mutedTextClass}>{t(`${value}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={page.section} aria-labelledby="trust-title">
        <div className={page.container}>
          <SectionHeader titleId="trust-title" eyebrow={t('trustEyebrow')} title={t('trustTitle')} />
          <div className={styles.trustGrid}>
            <div className={styles.experience}>
              <h3 className={styles.licenceTitle}>{t('experienceTitle')}</h3>
              <p className={styles.licenceText}>{t('experienceText')}</p>
            </div>
            <LicenceStatement />
            <div className={`${panelClass} ${styles.certificate}`}>
              <h3 className={styles.licenceTitle}>{t('certificateTitle')}</h3>
              <p className={styles.licenceText}>{t('certificateText')}</p>
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
                {t('certificateButton')}
                <span className={visuallyHidden}>{t('pdf')}</span>
              </a>
            </div>
          </div>
        </div>
      </section>

      <section className={`${page.section} ${page.sectionFollow}`} aria-labelledby="team-title">
        <div className={page.container}>
          <SectionHeader titleId="team-title" eyebrow={t('teamEyebrow')} title={t('teamTitle')}>
            <p className={styles.teamText}>
              {t.rich('teamText', { link: (chunks) => <Link to={path('agents')}>{chunks}</Link> })}
            </p>
          </SectionHeader>
          {/* The agents are the listings app's data: their cards come from it, rendered on the server. */}
          <RemoteSlot remote="mf-listings" module="AgentTeam" minHeight={480} deferUntilNearViewport />
        </div>
      </section>
    </div>
  );
}
