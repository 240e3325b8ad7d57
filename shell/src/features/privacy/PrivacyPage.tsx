/**
 * /privacy: what the site's enquiry forms collect, why, for how long, and the visitor's rights under the
 * UAE's Personal Data Protection Law. The contact address is the agency's configured one (SiteConfig).
 */
import { Link } from 'react-router-dom';
import { useSiteConfig } from '@manzil/api-client';
import { ALERT_LIMITS, BRAND, PAGES } from '@manzil/contract';
import { displayClass } from '@manzil/ui';
import page from '../../shared/page.module.css';
import styles from './PrivacyPage.module.css';

/** The date this notice was last reviewed: change it with the text. */
const REVIEWED = '26 November 2026';

function ContactAddress() {
  const site = useSiteConfig();
  if (site.status === 'ready' && site.config.agencyEmail.trim()) {
    const email = site.config.agencyEmail.trim();
    return <a href={`mailto:${email}`}>{email}</a>;
  }
  // Never a blank: the contact page lists every channel.
  return <Link to={PAGES.contact.path}>our contact page</Link>;
}

export function PrivacyPage() {
  const agency = `${BRAND.name} ${BRAND.tagline}`;
  return (
    <div className={page.page}>
      <div className={page.section}>
        <article className={`${page.container} ${styles.notice}`} aria-labelledby="privacy-title">
          <h1 id="privacy-title" className={`${displayClass} ${styles.title}`}>
            Privacy notice
          </h1>
          <p className={styles.lead}>
            {agency} is a real estate agency in Dubai. This notice explains what personal data this website
            collects when you contact us, why we collect it, how long we keep it and the rights you have over
            it under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021).
          </p>
          <p className={styles.reviewed}>Last reviewed: {REVIEWED}</p>

          <h2>What we collect</h2>
          <p>
            Only what you type into our forms: the contact form, a viewing or price enquiry about a listing, a
            brochure request, a request for a 3D tour, and the e-mail address of a search alert (see{' '}
            <a href="#search-alerts">Search alerts</a>). Each enquiry form asks for:
          </p>
          <ul>
            <li>your name, e-mail address and phone number;</li>
            <li>
              what you choose to add: your message, a subject, the type of property you are looking for and
              whether you prefer e-mail or WhatsApp;
            </li>
            <li>the listing, area or tour your enquiry is about, and when you sent it.</li>
          </ul>
          <p>
            To stop automated abuse of the forms, we count the enquiries sent from each internet address for a
            few minutes; the count is deleted automatically when that window ends. The site sets one cookie, a
            security token that protects the forms from being submitted by other websites. We use no
            advertising or tracking cookies and no analytics service.
          </p>
          <p>
            The maps on our pages are drawn from map tiles fetched by your browser from the map provider,
            which receives your internet address as with any web request.
          </p>

          <h2 id="search-alerts">Search alerts</h2>
          <p>
            When you ask us to e-mail you new homes like those of a search, we keep your e-mail address, the
            search, and when you signed up and confirmed. We first send one e-mail asking you to confirm;
            nothing else is sent until you do, and an alert that is not confirmed is deleted within{' '}
            {ALERT_LIMITS.pendingHours} hours. Once confirmed, we e-mail you at most once a day, only when new
            or re-priced homes match the search, and keep a record of each e-mail (which homes it listed and
            when) so that no home is sent to you twice.
          </p>
          <p>
            Every alert e-mail has a link to stop it. Following it and pressing &ldquo;Stop the e-mails&rdquo;
            ends the alert at once and deletes your address, the search and the records of the e-mails sent
            for it. Records of sent e-mails are otherwise deleted after 13 months. To stop sign-ups being used
            to flood someone&rsquo;s mailbox, we count sign-ups per e-mail address and internet address for a
            day; the count is deleted when that window ends.
          </p>

          <h2>Why we use it</h2>
          <ul>
            <li>
              To answer your enquiry and arrange what you asked for: a call back, a viewing, a brochure or a
              tour. Sending the form is your request for this, and your consent to be contacted about it.
            </li>
            <li>To keep a record of the enquiries we received and how we answered them.</li>
          </ul>
          <p>
            We do not sell your data, use it for automated decisions or send you marketing you did not ask
            for. A copy of each enquiry is e-mailed to our agents; the data is shared with no one else, except
            where a UAE authority lawfully requires it.
          </p>

          <h2>How long we keep it</h2>
          <p>
            Search alerts are kept until you stop them (see above). We keep an enquiry for as long as we are
            helping you with it, and for no longer than 24 months after our last contact with you, then delete
            it. If a sale or tenancy follows, the records the law requires of a real estate broker are kept
            for the period the Dubai Land Department sets.
          </p>

          <h2>Your rights</h2>
          <p>Under the Personal Data Protection Law you may ask us, at any time and free of charge:</p>
          <ul>
            <li>for a copy of the personal data we hold about you, and how we use it;</li>
            <li>to correct data that is wrong or incomplete;</li>
            <li>to delete your data, or to stop or restrict our use of it;</li>
            <li>to withdraw your consent to be contacted;</li>
            <li>to receive your data in a form you can pass to someone else.</li>
          </ul>
          <p>
            We answer within 30 days. If you are not satisfied with our answer, you may complain to the UAE
            Data Office.
          </p>

          <h2>Contact</h2>
          <p>
            Write to <ContactAddress /> with the subject &ldquo;Personal data&rdquo;, from the e-mail address
            you used in your enquiry so that we can find it.
          </p>
        </article>
      </div>
    </div>
  );
}
