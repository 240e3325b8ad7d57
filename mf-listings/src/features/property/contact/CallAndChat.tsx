/** The call and WhatsApp links of a listing's contact (the agent card, the phone's contact bar). */
import { ChatIcon, PhoneIcon } from '@manzil/ui';
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
  const about = `${contact.who} about ${contact.label}`;
  return (
    <>
      <a className={className} href={contact.callHref} aria-label={`Call ${about}`}>
        <PhoneIcon size={iconSize} />
        Call
      </a>
      <a
        className={className}
        href={contact.whatsAppHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp ${about}`}
      >
        <ChatIcon size={iconSize} />
        WhatsApp
      </a>
    </>
  );
}
