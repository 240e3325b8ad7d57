/** The ways to reach the agency or an agent: a call, a chat, an e-mail (the contact page, the property page). */
import { icon } from './icon';

export const PhoneIcon = icon(
  <path d="M5 3h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 14.5V18a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);
export const ChatIcon = icon(
  <>
    <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
    <path d="M9 10.5h6M9 13.5h4" />
  </>,
);
