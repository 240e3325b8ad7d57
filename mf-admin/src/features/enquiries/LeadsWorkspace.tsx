/** The leads page: the inbox as a table, or the pipeline as a board (`?view=board`). */
import { useSearchParams } from 'react-router-dom';
import { Section } from '../../shared/ui/Section';
import { ViewToggle } from '../../shared/ui/ViewToggle';
import { LeadsBoard } from './LeadsBoard';
import { LeadsInbox } from './LeadsInbox';
import styles from './LeadsBoard.module.css';

export function LeadsWorkspace() {
  const [search, setSearch] = useSearchParams();
  const board = search.get('view') === 'board';
  const toggle = (
    <ViewToggle
      label="Show leads as"
      options={[
        [false, 'Table'],
        [true, 'Board'],
      ]}
      value={board}
      onChange={(isBoard) =>
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
      className={styles.viewToggle}
    />
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
