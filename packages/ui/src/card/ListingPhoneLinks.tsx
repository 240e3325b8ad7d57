/** Call and WhatsApp under a listing card's actions: plain links, so they work before the app starts. */
import { useMessages } from '@manzil/i18n';
import { ChatIcon, PhoneIcon } from '../icon/contactIcons';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { cardMessages } from './messages';
import type { PhoneLinks } from './listingPhone';
import styles from './ListingCard.module.css';

export function ListingPhoneLinks({ links, name }: { links: PhoneLinks; name: string }) {
  const t = useMessages(cardMessages);
  return (
    <div className={styles.phoneLinks}>
      <a className={styles.phoneLink} href={links.callHref}>
        <PhoneIcon size={18} />
        {t('call')}
        <VisuallyHidden>{t('callAbout', { name, phone: links.phone })}</VisuallyHidden>
      </a>
      <a className={styles.phoneLink} href={links.whatsAppHref} target="_blank" rel="noopener noreferrer">
        <ChatIcon size={18} />
        {t('whatsApp')}
        <VisuallyHidden>{t('whatsAppAbout', { name })}</VisuallyHidden>
      </a>
    </div>
  );
}
