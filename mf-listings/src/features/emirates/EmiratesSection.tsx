/** 'Explore Magnificent Emirates' on the home page: 4 cards a page, with the four states of docs/glossary.md. */
import { useState } from 'react';
import { PAGE_SIZES } from '@manzil/contract';
import { clampPage, headingClass, Pager, skeletonClass, tilesClass } from '@manzil/ui';
import { useHomepageCities } from '@manzil/api-client';
import { useMessages } from '@manzil/i18n';
import { remoteData } from '../../shared/api/remoteData';
import common from '../../shared/ui/common.module.css';
import { EmirateCard } from './EmirateCard';
import styles from './EmiratesSection.module.css';
import { emiratesMessages } from './messages';

export default function EmiratesSection() {
  const cities = remoteData(useHomepageCities());
  const [page, setPage] = useState(1);
  const t = useMessages(emiratesMessages);

  let body;
  if (cities.status === 'loading') {
    body = (
      <div className={`${tilesClass} ${styles.grid}`} role="status" aria-label={t('loading')}>
        {Array.from({ length: PAGE_SIZES.emirates }, (_, i) => (
          <div key={i} className={`${skeletonClass} ${styles.skeleton}`} />
        ))}
      </div>
    );
  } else if (cities.status === 'error') {
    body = (
      <div className={common.state} role="alert">
        <p>{t('failed')}</p>
        <button type="button" className={common.button} onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (cities.data.length === 0) {
    body = <p className={common.state}>{t('empty')}</p>;
  } else {
    const lastPage = Math.ceil(cities.data.length / PAGE_SIZES.emirates);
    const current = clampPage(page, lastPage);
    const shown = cities.data.slice((current - 1) * PAGE_SIZES.emirates, current * PAGE_SIZES.emirates);
    body = (
      <>
        <div className={`${tilesClass} ${styles.grid}`}>
          {shown.map((city) => (
            <EmirateCard key={city._id} city={city} />
          ))}
        </div>
        <Pager
          page={current}
          pageCount={lastPage}
          onChange={(next) => setPage(clampPage(next, lastPage))}
          label={t('pages')}
          stepNames={{ previous: t('previous'), next: t('next') }}
          showSinglePage
        />
      </>
    );
  }

  return (
    <section className={`${common.container} ${styles.section}`} aria-labelledby="emirates-heading">
      <h2 id="emirates-heading" className={`${headingClass} ${common.sectionTitle}`}>
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
