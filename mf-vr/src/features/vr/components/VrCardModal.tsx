/**
 * Detail modal of a VR project: its 360 links (each in a new tab) and, from the moment it opens,
 * the VR access form (docs/glossary.md). Rendered into document.body so it covers the shell's navbar.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { VrCard } from '@manzil/contract';
import { useContent, useMessages } from '@manzil/i18n';
import { vrMessages } from '../messages';
import { CloseIcon, Dialog, displayClass, eyebrowClass, headingClass, stackClass } from '@manzil/ui';
import { ExternalLink } from './ExternalLink';
import { VrAccessForm, type VrAccessDraft } from './VrAccessForm';
import { tourCountLabel } from './VrCardTile';
import { ArrowUpRightIcon, CheckIcon, HeadsetIcon, RotateIcon } from './icons';
import { VrPlaceholder } from './VrPlaceholder';
import styles from './VrCardModal.module.css';

interface VrCardModalProps {
  card: VrCard;
  /** The card button that opened the modal; focus returns to it. */
  opener: HTMLElement | null;
  onClose: () => void;
  /** The access form's values, kept by the section across openings of the modal. */
  draft: VrAccessDraft;
  /** The form was accepted by the server: the form is cleared. */
  onAccessSubmitted: () => void;
}

function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

export function VrCardModal(props: VrCardModalProps) {
  const { card, opener, onClose, draft, onAccessSubmitted } = props;
  const titleId = useId();
  const [formOpen, setFormOpen] = useState(true);
  const [requestSent, setRequestSent] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  /** The form was opened again by the visitor (not with the modal): then it takes focus itself. */
  const [reopened, setReopened] = useState(false);
  const reopenRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(vrMessages);
  const name = useContent()(card, 'name');

  // Closing the form removes the focused button; keep focus inside the dialog, on the way back in.
  useEffect(() => {
    if (!formOpen) reopenRef.current?.focus();
  }, [formOpen]);

  const handleSubmitted = useCallback(() => {
    setFormOpen(false);
    setRequestSent(true);
    onAccessSubmitted();
  }, [onAccessSubmitted]);

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      returnFocusTo={opener}
      className={styles.dialog}
      backdropClassName={styles.overlay}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
        <CloseIcon />
      </button>
      <div className={styles.media}>
        {card.image && !imageFailed ? (
          <img className={styles.image} src={card.image} alt="" onError={() => setImageFailed(true)} />
        ) : (
          <VrPlaceholder size={48} />
        )}
        <div className={styles.caption}>
          <p className={`${eyebrowClass} ${styles.eyebrow}`}>
            {t('projectEyebrow', { tours: tourCountLabel(card.links360.length, t) })}
          </p>
          <h2 id={titleId} className={`${displayClass} ${styles.title}`}>
            <span lang={name.lang} dir="auto">
              {name.text}
            </span>
          </h2>
        </div>
      </div>
      <div className={styles.content}>
        <section aria-labelledby={`${titleId}-links`}>
          <h3 id={`${titleId}-links`} className={`${headingClass} ${styles.heading}`}>
            {t('experiences')}
          </h3>
          {card.links360.length > 0 ? (
            <ul className={styles.linkList}>
              {card.links360.map((link, index) => (
                <li key={`${index}-${link}`}>
                  <ExternalLink href={link} className={styles.link}>
                    <span className={styles.linkIcon}>
                      <RotateIcon />
                    </span>
                    <span className={styles.linkText}>
                      <span className={styles.linkName}>{t('tourLink', { number: index + 1 })}</span>
                      <span className={styles.linkHost}>{hostOf(link)}</span>
                    </span>
                    <ArrowUpRightIcon className={styles.linkArrow} />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : (
            <div className={`${stackClass} ${styles.noLinks}`}>
              <HeadsetIcon width={32} height={32} />
              <p className={styles.noLinksTitle}>{t('noExperiences')}</p>
              <p className={styles.noLinksText}>{t('noExperiencesText')}</p>
            </div>
          )}
        </section>
        <div className={styles.access}>
          {formOpen ? (
            <VrAccessForm
              card={card}
              {...draft}
              onSubmitted={handleSubmitted}
              onCancel={() => setFormOpen(false)}
              autoFocus={reopened}
            />
          ) : (
            <div className={`${stackClass} ${styles.accessClosed}`}>
              {requestSent && (
                <p className={styles.sent} role="status">
                  <CheckIcon /> {t('thanks')}
                </p>
              )}
              <p className={styles.accessHint}>{t('accessHint')}</p>
              <button
                ref={reopenRef}
                type="button"
                className={styles.reopen}
                onClick={() => {
                  setReopened(true);
                  setFormOpen(true);
                }}
              >
                {t('requestVrAccess')}
              </button>
            </div>
          )}
        </div>
      </div>
    </Dialog>
  );
}
