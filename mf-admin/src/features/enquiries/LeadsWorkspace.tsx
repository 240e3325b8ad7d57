/** The leads page: the inbox as a table, or the pipeline as a board (`?view=board`). */
import { useSearchParams } from 'react-router-dom';
import { Section } from '../../shared/ui/Section';
import { LeadsBoard } from './LeadsBoard';
import { LeadsInbox } from './LeadsInbox';
import styles from './LeadsBoard.module.css';

export function LeadsWorkspace() {
  const [search, setSearch] = useSearchParams();
  const board = search.get('view') === 'board';
  const toggle = (
    <div className={styles.viewToggle} role="group" aria-label="Show leads as">
      {(
        [
          [false, 'Table'],
          [true, 'Board'],
        ] as const
      ).map(([isBoard, label]) => (
        <button
          key={label}
          type="button"
          aria-pressed={board === isBoard}
          className={board === isBoard ? styles.viewOn : styles.viewOff}
          onClick={() =>
            setSearch(
              (current) => {
                const params = new URLSearchParams(current);
                if (isBoard) params.set('view', 'board');
                else params.delete('view');
                return params;
              },
              { replace: true },
            )
          }
        >
          {label}
        </button>
      ))}
    </div>
  );
  return (
    <>
      {toggle}
      {board ? (
        <Section id="pipeline" title="Pipeline" description="Every stage of the leads, newest first in each.">
          <LeadsBoard />
        </Section>
      ) : (
        <LeadsInbox />
      )}
    </>
  );
}
