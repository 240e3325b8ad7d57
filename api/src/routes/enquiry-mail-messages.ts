/** The buyer's acknowledgement of an enquiry, in the language of the page they wrote from. */
import { defineMessages } from '@manzil/i18n';

export const acknowledgementMessages = defineMessages({
  subject: { en: 'We received {about}', ar: 'استلمنا {about}' },
  dear: { en: 'Dear {name},', ar: 'مرحبًا {name}،' },
  aboutHome: { en: 'your enquiry about {name}', ar: 'استفسارك عن {name}' },
  aboutHomeRef: {
    en: 'your enquiry about {name} (Ref. {reference})',
    ar: 'استفسارك عن {name} (المرجع {reference})',
  },
  aboutMessage: { en: 'your message', ar: 'رسالتك' },
  thanks: {
    en: 'Thank you for {about}. We have received it and {who}',
    ar: 'شكرًا لك، لقد استلمنا {about}. {who}',
  },
  whoAgent: {
    en: '{agent}, the agent for {kind, select, property {this home} other {your enquiry}}, will contact you. You can also reach {agent} on {phone} or at {email}.',
    ar: 'سيتواصل معك {agent}، الوكيل المسؤول عن {kind, select, property {هذا العقار} other {استفسارك}}. ويمكنك أيضًا التواصل مع {agent} على {phone} أو عبر {email}.',
  },
  whoAgency: {
    en: 'One of our agents will contact you. You can also call us on {phone}.',
    ar: 'سيتواصل معك أحد وكلائنا. ويمكنك أيضًا الاتصال بنا على {phone}.',
  },
  hours: {
    en: 'We usually answer within one working day (8:00 AM - 9:00 PM daily).',
    ar: 'نرد عادةً خلال يوم عمل واحد (من 8:00 صباحًا حتى 9:00 مساءً يوميًا).',
  },
});
