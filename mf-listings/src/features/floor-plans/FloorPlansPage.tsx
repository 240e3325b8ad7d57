/**
 * /floor-plans: every area's floor plans, grouped by emirate and area, rendered on the server. A page
 * of dozens of plans shows each as a small picture (loaded as it nears the screen) that opens the plan
 * full size, not as dozens of frames at once; a plan that is no picture of ours (a cloud-drive file)
 * is a link to its preview. An area without plans says so in the spec's words.
 */
import { Link } from 'react-router-dom';
import {
  contentIn,
  localePath,
  NOT_AVAILABLE_IMAGE,
  photoSrcSet,
  type FloorPlansResponse,
} from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { useFloorPlans } from '@manzil/api-client';
import {
  chipsClass,
  FallbackImage,
  panelClass,
  RetryButton,
  spreadClass,
  tilesClass,
  visuallyHidden,
} from '@manzil/ui';
import { remoteData } from '../../shared/api/remoteData';
import { toEmbedUrl } from '../../shared/format/driveLinks';
import common from '../../shared/ui/common.module.css';
import { bandPanelClass, PageBand } from '../../shared/ui/PageBand';
import { useEmirateName } from '../../shared/places/emirateName';
import styles from './FloorPlansPage.module.css';
import { floorPlansMessages } from './messages';
import { Words } from '../../shared/ui/Words';

type Area = FloorPlansResponse['emirates'][number]['areas'][number];

function Plan({ area, link, index }: { area: Area; link: string; index: number }) {
  const t = useMessages(floorPlansMessages);
  const label = t('plan', { index: index + 1 });
  const picture = photoSrcSet(link) !== undefined;
  return (
    <li>
      <a className={styles.plan} href={picture ? link : toEmbedUrl(link)} target="_blank" rel="noreferrer">
        {picture ? (
          <FallbackImage
            src={link}
            fallback={NOT_AVAILABLE_IMAGE}
            alt=""
            width={1200}
            height={900}
            sizes="(max-width: 599px) 45vw, 200px"
            loading="lazy"
            decoding="async"
            className={styles.thumb}
          />
        ) : (
          <span className={styles.document} aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width="32"
              height="32"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path d="M4 4h16v16H4zM4 12h7V4M11 12v8M11 16h9" />
            </svg>
          </span>
        )}
        <span className={styles.planLabel}>
          {label}{' '}
          <span className={visuallyHidden}>
            {t('planOf', { area: contentIn(area, 'name', t.locale).text })}
          </span>
        </span>
      </a>
    </li>
  );
}

function AreaPlans({ area }: { area: Area }) {
  const titleId = `plans-${area.path.replace(/[^a-z0-9]+/gi, '-')}`;
  const t = useMessages(floorPlansMessages);
  const name = contentIn(area, 'name', t.locale);
  return (
    <article className={`${panelClass} ${styles.area}`} aria-labelledby={titleId}>
      <div className={`${spreadClass} ${styles.areaHeader}`}>
        <h3 id={titleId} className={styles.areaName} lang={name.lang}>
          <Link to={localePath(t.locale, area.path)} className={styles.areaLink}>
            <Words shown={name} />
          </Link>
        </h3>
        {area.floorplan.length > 0 && (
          <p className={styles.areaCount}>{t('count', { count: area.floorplan.length })}</p>
        )}
      </div>
      {area.floorplan.length === 0 ? (
        <p className={styles.empty}>{t('none')}</p>
      ) : (
        <ul className={styles.plans}>
          {area.floorplan.map((link, index) => (
            <Plan key={`${index} ${link}`} area={area} link={link} index={index} />
          ))}
        </ul>
      )}
    </article>
  );
}

export default function FloorPlansPage() {
  const query = useFloorPlans();
  const plans = remoteData(query);
  const emirates = plans.status === 'success' ? plans.data.emirates : [];
  const t = useMessages(floorPlansMessages);
  const emirateName = useEmirateName();
  return (
    <div className={styles.page}>
      <PageBand eyebrow={t('eyebrow')} title={t('title')}>
        <p>{t('intro')}</p>
      </PageBand>
      <div className={common.container}>
        {plans.status === 'loading' && (
          <p className={common.state} role="status">
            {t('loading')}
          </p>
        )}
        {plans.status === 'error' && (
          <div className={common.state} role="alert">
            <p>{t('failed')}</p>
            <RetryButton onRetry={() => void query.refetch()}>{t('retry')}</RetryButton>
          </div>
        )}
        {emirates.length > 0 && (
          <nav className={`${bandPanelClass} ${styles.jump}`} aria-label={t('emirates')}>
            <ul className={chipsClass}>
              {emirates.map((e) => (
                <li key={e.slug}>
                  <a href={`#emirate-${e.slug}`}>{t.locale === 'en' ? e.name : emirateName(e.slug)}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {plans.status === 'success' && emirates.length === 0 && <p className={common.state}>{t('none')}</p>}
        {emirates.map((e) => (
          <section
            key={e.slug}
            id={`emirate-${e.slug}`}
            className={styles.emirate}
            aria-labelledby={`emirate-${e.slug}-title`}
          >
            <h2 id={`emirate-${e.slug}-title`} className={styles.emirateName}>
              {t.locale === 'en' ? e.name : emirateName(e.slug)}
            </h2>
            <ul className={`${tilesClass} ${styles.areas}`}>
              {e.areas.map((area) => (
                <li key={area.key}>
                  <AreaPlans area={area} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
