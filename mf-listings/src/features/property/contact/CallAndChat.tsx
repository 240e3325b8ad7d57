/** The call and WhatsApp links of a listing's contact (the agent card, the phone's contact bar). */
import { useMessages } from '@manzil/i18n';
import { ChatIcon, PhoneIcon } from '@manzil/ui';
import { contactMessages } from './messages';
import type { ListingContact } from './listingContact';

export function CallAndChat({
  contact,
  className,
  iconSize,
}: {
  contact: ListingContact;
  className?: string;
  iconSize: number;
}) {
  const t = useMessages(contactMessages);
  const about = { who: contact.who, listing: contact.label };
  return (
    <>
      <a className={className} href={contact.callHref} aria-label={t('callAbout', about)}>
        <PhoneIcon size={iconSize} />
        {t('call')}
      </a>
      <a
        className={className}
        href={contact.whatsAppHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsAppAbout', about)}
      >
        <ChatIcon size={iconSize} />
        {t('whatsApp')}
      </a>
    </>
  );
}
