/** The VR page's small inline icons (20 px unless sized). */
import { icon, type IconProps } from '@manzil/ui';
import styles from './icons.module.css';

const ArrowUpRight = icon(<path d="M7 17 17 7M8 7h9v9" />, 20);
/** Mirrored on a right-to-left page. */
export const ArrowUpRightIcon = ({ className, ...props }: IconProps) => (
  <ArrowUpRight className={`${styles.mirrored} ${className ?? ''}`} {...props} />
);
export const HeadsetIcon = icon(
  <>
    <path d="M3 9.5A2.5 2.5 0 0 1 5.5 7h13A2.5 2.5 0 0 1 21 9.5v5a2.5 2.5 0 0 1-2.5 2.5h-3.2l-2.1-2.4a1.6 1.6 0 0 0-2.4 0L8.7 17H5.5A2.5 2.5 0 0 1 3 14.5z" />
    <circle cx="8" cy="12" r="1.4" />
    <circle cx="16" cy="12" r="1.4" />
  </>,
  20,
);
export const RotateIcon = icon(
  <>
    <ellipse cx="12" cy="12" rx="9" ry="4" />
    <path d="M12 3v2M12 19v2" />
    <path d="m17 14.5 2.5 1-1 2.4" />
  </>,
  20,
);
export const CubeIcon = icon(
  <>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </>,
  20,
);
export const DesignIcon = icon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </>,
  20,
);
export const ChevronLeftIcon = icon(<path d="m15 6-6 6 6 6" />, 20);
export const ChevronRightIcon = icon(<path d="m9 6 6 6-6 6" />, 20);
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />, 20);
export const SignalOffIcon = icon(
  <>
    <path d="M2 8.5a15 15 0 0 1 4.2-2.7M9.8 4.9A15 15 0 0 1 22 8.5M5 12a10 10 0 0 1 3.4-2M13.6 9.3A10 10 0 0 1 19 12M8.5 15.5a5 5 0 0 1 7 0" />
    <circle cx="12" cy="19" r="0.8" />
    <path d="m3 3 18 18" />
  </>,
  20,
);
