/** Beside the form (earlier reading): office address, e-mail, phone, working hours and social links. */
import type { SiteConfigState } from '@manzil/api-client';
import { formatPhone, telHref, whatsAppHref } from '@manzil/format';
import { officeAddressIn, SOCIAL_PROFILES } from './agencyContacts';
import {
  ChatIcon,
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  XIcon,
} from './icons';
import { useLocale, useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import styles from './ContactPage.module.css';
import { chipsClass, visuallyHidden } from '@manzil/ui';

const SOCIAL_ICONS = { Instagram: InstagramIcon, Facebook: FacebookIcon, LinkedIn: LinkedInIcon, X: XIcon };

export function OfficeDetails({ site }: { site: SiteConfigState }) {
  const t = useMessages(contactMessages);
  const config = site.status === 'ready' ? site.config : null;
  const locale = useLocale();
  const address = config ? officeAddressIn(config, locale) : null;
  const unknown = site.status === 'loading' ? t('loading') : t('unavailable');

  return (
    <aside className={styles.details} aria-labelledby="office-details-title">
      <h2 id="office-details-title" className={styles.detailsTitle}>
        {t('officeTitle')}
      </h2>
      <dl className={styles.detailList}>
        <div className={styles.detailRow}>
          <dt>
            <PinIcon size={20} /> {t('address')}
          </dt>
          <dd>
            {address ? (
              <address className={styles.address} {...address.attrs}>
                {address.text}
              </address>
            ) : (
              unknown
            )}
          </dd>
        </div>
        <div className={styles.detailRow}>
          <dt>
            <MailIcon size={20} /> {t('email')}
          </dt>
          <dd>{config ? <a href={`mailto:${config.agencyEmail}`}>{config.agencyEmail}</a> : unknown}</dd>
        </div>
        <div className={styles.detailRow}>
          <dt>
            <PhoneIcon size={20} /> {t('phone')}
          </dt>
          <dd>
            {config ? (
              <a href={telHref(config.agencyPhone)} dir="ltr">
                {formatPhone(config.agencyPhone)}
              </a>
            ) : (
              unknown
            )}
          </dd>
        </div>
        <div className={styles.detailRow}>
          <dt>
            <ClockIcon size={20} /> {t('hours')}
          </dt>
          <dd>{t('hoursDaily')}</dd>
        </div>
      </dl>

      <h3 className={styles.socialTitle}>{t('follow')}</h3>
      <ul className={chipsClass}>
        {config ? (
          <li>
            <a
              className={styles.socialLink}
              href={whatsAppHref(config.agencyPhone)}
              target="_blank"
              rel="noreferrer"
            >
              <ChatIcon size={20} />
              <span className={visuallyHidden}>{t('whatsAppNewTab')}</span>
            </a>
          </li>
        ) : null}
        {SOCIAL_PROFILES.map(({ name, href }) => {
          const Icon = SOCIAL_ICONS[name];
          return (
            <li key={name}>
              <a className={styles.socialLink} href={href} target="_blank" rel="noreferrer">
                <Icon size={20} />
                <span className={visuallyHidden}>{t('socialNewTab', { name })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
