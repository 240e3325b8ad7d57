/**
 * Later reading: four FAQs as an accordion. Each question is a button (Enter/Space toggle it) with
 * aria-expanded/aria-controls; Up/Down/Home/End move between questions, as the WAI-ARIA accordion
 * pattern suggests.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from './icons';
import { SectionHeader } from '../../shared/SectionHeader';
import { useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import page from '../../shared/page.module.css';
import styles from './ContactFaqs.module.css';

/** The questions, in order; their texts are in messages.ts. */
export const FAQS = ['faq1', 'faq2', 'faq3', 'faq4'] as const;

export function ContactFaqs() {
  const t = useMessages(contactMessages);
  const [open, setOpen] = useState<number | null>(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = FAQS.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <section className={page.section} aria-labelledby="faq-title">
      <div className={`${page.container} ${styles.narrow}`}>
        <SectionHeader titleId="faq-title" eyebrow={t('faqEyebrow')} title={t('faqTitle')} />
        <div className={styles.list}>
          {FAQS.map((faq, index) => {
            const expanded = open === index;
            const buttonId = `faq-question-${index}`;
            const panelId = `faq-answer-${index}`;
            return (
              <div key={faq} className={styles.item} data-open={expanded}>
                <h3 className={styles.heading}>
                  <button
                    ref={(el) => {
                      buttons.current[index] = el;
                    }}
                    id={buttonId}
                    type="button"
                    className={styles.question}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span>{t(`${faq}Question`)}</span>
                    <ChevronIcon size={22} className={styles.chevron} />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  className={styles.answer}
                  hidden={!expanded}
                >
                  <p>{t(`${faq}Answer`)}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
