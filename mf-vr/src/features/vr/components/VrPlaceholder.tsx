/** What stands in a card's or the modal's picture when the project has none (or it failed): a headset, centred. */
import { HeadsetIcon } from './icons';
import styles from './VrPlaceholder.module.css';

export function VrPlaceholder({ size }: { size: number }) {
  return (
    <span className={styles.placeholder} aria-hidden="true">
      <HeadsetIcon width={size} height={size} />
    </span>
  );
}
