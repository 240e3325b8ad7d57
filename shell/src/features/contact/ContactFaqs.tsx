/**
 * Later reading: four FAQs as an accordion. Each question is a button (Enter/Space toggle it) with
 * aria-expanded/aria-controls; Up/Down/Home/End move between questions, as the WAI-ARIA accordion
 * pattern suggests.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from './icons';
import { SectionHeader } from '../../shared/SectionHeader';
import page from '../../shared/page.module.css';
import styles from './ContactFaqs.module.css';

export const FAQS = [
  {
    question: 'How quickly will you reply to my enquiry?',
    answer:
      'An adviser reads every enquiry during office hours and replies by your preferred channel, WhatsApp or e-mail, usually the same day.',
  },
  {
    question: 'Can I book a property viewing?',
    answer:
      'Yes. Tell us which property or area interests you and when you are free; we arrange viewings in person or by video call.',
  },
  {
    question: 'Do you help buyers who live outside the UAE?',
    answer:
      'Yes. We guide overseas buyers through every step, from shortlisting and virtual tours to the paperwork and the handover.',
  },
  {
    question: 'Which emirates do you cover?',
    answer:
      'We are centred on Dubai and also work across the other emirates, including Abu Dhabi, Sharjah and Ras Al Khaimah.',
  },
];

export function ContactFaqs() {
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
        <SectionHeader titleId="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className={styles.list}>
          {FAQS.map((faq, index) => {
            const expanded = open === index;
            const buttonId = `faq-question-${index}`;
            const panelId = `faq-answer-${index}`;
            return (
              <div key={faq.question} className={styles.item} data-open={expanded}>
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
                    <span>{faq.question}</span>
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
                  <p>{faq.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
