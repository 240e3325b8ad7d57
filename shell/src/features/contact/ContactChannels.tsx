/** Call / e-mail / office cards. Phone and e-mail come from the server's configuration. */
import type { ReactNode } from 'react';
import type { SiteConfigState } from '@manzil/api-client';
import { formatPhone, telHref } from '@manzil/format';
import { MailIcon, PhoneIcon, PinIcon } from './icons';
import { SectionHeader } from '../../shared/SectionHeader';
import { useLocale, useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import { officeAddressIn } from './agencyContacts';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';
import { columnsClass, controlRowClass, panelClass, riseClass } from '@manzil/ui';

interface Props {
  site: SiteConfigState & { retry: () => void };
}

function ChannelCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className={`${panelClass} ${riseClass} ${styles.channelCard}`}>
      <span className={styles.iconBadge}>{icon}</span>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.cardText}>{text}</p>
      <div className={styles.channelValue}>{children}</div>
    </li>
  );
}

export function ContactChannels({ site }: Props) {
  const t = useMessages(contactMessages);
  const config = site.status === 'ready' ? site.config : null;
  const locale = useLocale();
  const address = config ? officeAddressIn(config, locale) : null;
  const pending = site.status === 'loading' ? <span className={styles.skeleton}>{t('loading')}</span> : null;

  return (
    <section className={page.section} aria-labelledby="channels-title">
      <div className={page.container}>
        <SectionHeader titleId="channels-title" eyebrow={t('channelsEyebrow')} title={t('channelsTitle')} />
        {site.status === 'error' ? (
          <div className={`${controlRowClass} ${styles.inlineError}`} role="alert">
            <p>{t('detailsFailed')}</p>
            <button type="button" className={styles.secondaryButton} onClick={site.retry}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        <ul className={`${columnsClass} ${styles.channelGrid}`}>
          <ChannelCard icon={<PhoneIcon size={26} />} title={t('callTitle')} text={t('callText')}>
            {/* A number reads left to right on a right-to-left page too. */}
            {config ? (
              <a className={styles.channelLink} href={telHref(config.agencyPhone)} dir="ltr">
                {formatPhone(config.agencyPhone)}
              </a>
            ) : (
              pending
            )}
          </ChannelCard>
          <ChannelCard icon={<MailIcon size={26} />} title={t('emailTitle')} text={t('emailText')}>
            {config ? (
              <a className={styles.channelLink} href={`mailto:${config.agencyEmail}`}>
                {config.agencyEmail}
              </a>
            ) : (
              pending
            )}
          </ChannelCard>
          <ChannelCard icon={<PinIcon size={26} />} title={t('visitTitle')} text={t('visitText')}>
            {address ? (
              <a className={styles.channelLink} href="#office-location">
                <span {...address.attrs}>{address.text}</span>
              </a>
            ) : (
              pending
            )}
          </ChannelCard>
        </ul>
      </div>
    </section>
  );
}
