/** Line icons of the services section (drawn with currentColor; decorative), sized by the section's CSS. */
import { icon } from '@manzil/ui';

export const ConsultingIcon = icon(
  <>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v7a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 4v-4A2.5 2.5 0 0 1 4 12.5Z" />
    <path d="M8.5 8h7M8.5 11h4.5" />
  </>,
);

export const ListingsIcon = icon(
  <>
    <path d="M3.5 10.5 12 4l8.5 6.5" />
    <path d="M5.5 9v10.5h13V9" />
    <path d="m12 10.6 1.1 2.2 2.4.35-1.75 1.7.42 2.4L12 16.1l-2.17 1.15.42-2.4-1.75-1.7 2.4-.35Z" />
  </>,
);

export const InvestmentIcon = icon(
  <>
    <path d="M3.5 20.5h17" />
    <path d="M6 17v-4M10.5 17V9.5M15 17v-6M19.5 17V6" />
    <path d="m4.5 10 5-4.5 4 3 6-5" />
    <path d="M16 3.5h3.5V7" />
  </>,
);

export const ManagementIcon = icon(
  <>
    <circle cx="8" cy="8.5" r="3.5" />
    <path d="m10.5 11 8 8M15.5 16l2-2M17.5 18l1.5-1.5" />
    <path d="M3.5 20.5h6" />
  </>,
);
