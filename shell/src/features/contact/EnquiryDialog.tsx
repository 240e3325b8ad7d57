/** The enquiry sheet's dialog: the contact page's own form (its checks, its send), about one home. */
import { useMessages } from '@manzil/i18n';
import { Dialog, toolButtonClass } from '@manzil/ui';
import { ContactForm } from './ContactForm';
import { useListingToEnquireAbout } from './useEnquiryAbout';
import { enquirySheetMessages } from './messages';
import styles from './EnquiryDialog.module.css';

export default function EnquiryDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const t = useMessages(enquirySheetMessages);
  const { listing, pending } = useListingToEnquireAbout(slug);
  return (
    <Dialog
      labelledBy="contact-form-title"
      onClose={onClose}
      className={styles.sheet}
      backdropClassName={styles.backdrop}
      initialFocusWithin="form"
    >
      <button
        type="button"
        className={`${toolButtonClass} ${styles.close}`}
        onClick={onClose}
        aria-label={t('close')}
        title={t('close')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
      {pending ? (
        <p className={styles.loading} id="contact-form-title" role="status">
          {t('loadingHome')}
        </p>
      ) : (
        <ContactForm about={listing} />
      )}
    </Dialog>
  );
}
