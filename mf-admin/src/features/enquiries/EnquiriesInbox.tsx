/** Enquiries inbox (beyond the spec): property inquiries, brochure and VR access requests, contact messages. */
import { useEnquiries } from './enquiriesApi';
import type { Enquiry, EnquiryKind } from '@manzil/contract';
import { isSessionExpired } from '../../shared/api/client';
import { Section } from '../../shared/ui/Section';
import { Skeleton } from '../../shared/ui/Skeleton';
import forms from '../../shared/ui/forms.module.css';
import styles from './Enquiries.module.css';
import { spreadClass } from '@manzil/ui';

export const KIND_LABELS: Record<EnquiryKind, string> = {
  'property-inquiry': 'Property inquiry',
  brochure: 'Brochure request',
  'vr-access': 'VR access request',
  contact: 'Contact message',
};

/** How a visitor asked to be answered, as the inbox says it. */
const CONTACT_LABELS = { email: 'e-mail', whatsapp: 'WhatsApp' } as const;

type InboxState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; enquiries: Enquiry[] };

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});

function aboutText(enquiry: Enquiry): string | null {
  // A listing's Reference ID, as the server recorded it, is what staff look the home up by.
  if (enquiry.about?.reference) return `${enquiry.about.name} (Ref. ${enquiry.about.reference})`;
  if (enquiry.about) return enquiry.about.name;
  if (enquiry.subject) return enquiry.subject;
  if (enquiry.propertyType) return enquiry.propertyType;
  return null;
}

export function EnquiriesInbox() {
  const query = useEnquiries();
  // Refresh shows the skeleton again; an expired session is handled by the client (no error shown).
  const state: InboxState =
    query.isPending || query.isFetching || (query.isError && isSessionExpired(query.error))
      ? { status: 'loading' }
      : query.isError
        ? { status: 'error' }
        : { status: 'loaded', enquiries: query.data };
  const load = () => void query.refetch();

  return (
    <Section
      id="enquiries"
      title="Enquiries"
      description="What visitors sent from the property, area, 3D and contact pages."
      actions={
        <button
          type="button"
          className={forms.buttonSecondary}
          onClick={load}
          disabled={state.status === 'loading'}
        >
          Refresh
        </button>
      }
    >
      {state.status === 'loading' && <Skeleton label="Loading enquiries..." variant="list" />}
      {state.status === 'error' && (
        <p className={forms.fieldError} role="alert">
          Failed to load enquiries
        </p>
      )}
      {state.status === 'loaded' && state.enquiries.length === 0 && (
        <p className={styles.empty}>No enquiries yet.</p>
      )}
      {state.status === 'loaded' && state.enquiries.length > 0 && (
        <ul className={styles.list}>
          {state.enquiries.map((e) => {
            const about = aboutText(e);
            return (
              <li key={e._id} className={styles.item}>
                <div className={`${spreadClass} ${styles.itemHead}`}>
                  <span className={styles.kind} data-kind={e.kind}>
                    {KIND_LABELS[e.kind]}
                  </span>
                  <time dateTime={e.createdAt} className={styles.date}>
                    {dateFormat.format(new Date(e.createdAt))}
                  </time>
                </div>
                <p className={styles.name}>{e.name}</p>
                <p className={styles.contact}>
                  <a href={`mailto:${e.email}`}>{e.email}</a>
                  {' · '}
                  <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a>
                  {e.preferredContact && <> · prefers {CONTACT_LABELS[e.preferredContact]}</>}
                </p>
                {about && (
                  <p className={styles.about}>
                    About: <strong>{about}</strong>
                  </p>
                )}
                {e.message && <p className={styles.message}>{e.message}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
