/**
 * A lead's enquiries, newest first, each as its sender typed it: name, e-mail, phone, when, from which
 * page and the message. One sent under another name or e-mail than the lead's is marked, so staff never
 * answer one person thinking it is another.
 */
import { ENQUIRY_KIND_LABELS, type EnquiryInput, type Lead } from '@manzil/contract';
import { aboutText, listingPath } from './leadLinks';
import styles from './Leads.module.css';

interface Sent extends EnquiryInput {
  key: string;
  at: string;
}

const sameSender = (lead: Lead, e: Sent) =>
  e.name.trim().toLowerCase() === lead.name.trim().toLowerCase() &&
  e.email.trim().toLowerCase() === lead.email.trim().toLowerCase();

export function LeadHistory({ lead, when }: { lead: Lead; when(iso: string): string }) {
  const sent: Sent[] = [
    ...lead.merged.map(({ _id, ...e }) => ({ ...e, key: _id })),
    { ...lead, key: lead._id, at: lead.sentAt },
  ];
  return (
    <>
      <ol className={styles.history} aria-label="Enquiries, newest first">
        {sent.map((e) => {
          const about = aboutText(e);
          const path = listingPath(e);
          return (
            <li key={e.key}>
              <p className={styles.sentMeta}>
                <time dateTime={e.at}>{when(e.at)}</time> · {ENQUIRY_KIND_LABELS[e.kind]}
                {about !== null && (
                  <>
                    {' · '}
                    {path ? (
                      <a href={path} target="_blank" rel="noopener">
                        {about}
                      </a>
                    ) : (
                      about
                    )}
                  </>
                )}
              </p>
              <p className={styles.sentBy}>
                <strong>{e.name}</strong>
                <a href={`mailto:${encodeURIComponent(e.email).replace(/%40/g, '@')}`}>{e.email}</a>
                <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a>
              </p>
              {!sameSender(lead, e) && (
                <p className={styles.otherSender}>Sent under a different name or e-mail from the lead's.</p>
              )}
              {e.message ? (
                <p className={styles.message}>{e.message}</p>
              ) : (
                <p className={styles.muted}>No message.</p>
              )}
            </li>
          );
        })}
        {lead.earlier.map((e, i) => (
          <li key={`earlier-${i}`}>
            <p className={styles.sentMeta}>
              <time dateTime={e.at}>{when(e.at)}</time> · {ENQUIRY_KIND_LABELS[e.kind]}
            </p>
            <p className={styles.otherSender}>
              The name, e-mail and phone of this earlier enquiry were not kept.
            </p>
            {e.message && <p className={styles.message}>{e.message}</p>}
          </li>
        ))}
      </ol>
      {lead.mergedDropped > 0 && (
        <p className={styles.muted}>
          {lead.mergedDropped === 1
            ? '1 older enquiry is no longer listed here; its details are in the change history.'
            : `${lead.mergedDropped} older enquiries are no longer listed here; their details are in the change history.`}
        </p>
      )}
    </>
  );
}
