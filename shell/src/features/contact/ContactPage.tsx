/**
 * /contact: the union of the spec's two readings, top to bottom. The route loads this module as its
 * own chunk (`page-contact`), so the home page does not carry it or Leaflet.
 */
import { ContactHero } from './ContactHero';
import { BenefitCards } from './BenefitCards';
import { ContactChannels } from './ContactChannels';
import { ContactForm } from './ContactForm';
import { OfficeDetails } from './OfficeDetails';
import { Testimonials } from './Testimonials';
import { OfficeLocation } from './OfficeLocation';
import { ContactFaqs } from './ContactFaqs';
import { ClosingCta } from './ClosingCta';
import { useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import { useSiteConfig } from '@manzil/api-client';
import { splitClass } from '@manzil/ui';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';

export function ContactPage() {
  const site = useSiteConfig();
  const t = useMessages(contactMessages);
  return (
    <div className={page.page}>
      <ContactHero />
      <BenefitCards />
      <ContactChannels site={site} />
      <section
        id="contact-form"
        className={`${page.section} ${page.sectionFollow}`}
        aria-label={t('formSection')}
      >
        <div className={`${page.container} ${splitClass} ${styles.formLayout}`}>
          <ContactForm />
          <OfficeDetails site={site} />
        </div>
      </section>
      <Testimonials />
      <OfficeLocation site={site} />
      <ContactFaqs />
      <ClosingCta site={site} />
    </div>
  );
}
