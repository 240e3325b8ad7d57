/** /property/{propertySlug}: the property detail page (docs/glossary.md, "Property detail"). */
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PHOTO_SIZES, type Property } from '@manzil/contract';
import { purposeLabel } from '@manzil/format';
import { useSiteConfig } from '@manzil/api-client';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import {
  coverClass,
  deferredWhenNear,
  displayClass,
  FallbackImage,
  headingClass,
  heroClass,
  panelClass,
  useHydrated,
  usePrefersReducedMotion,
} from '@manzil/ui';
import { HomeActions } from '@manzil/saved-homes';
import common from '../../shared/ui/common.module.css';
import { InquiryForm } from './InquiryForm';
import { AgentCard } from './contact/AgentCard';
import { ContactBar } from './contact/ContactBar';
import { AreaFloorPlans } from './floorplans/AreaFloorPlans';
import { PhotoCountLink, PhotoViewerScope, PropertyGallery } from './gallery/PropertyGallery';
import { calculatorListing, MORTGAGE_ID } from './mortgage/calculatorListing';
import { PermitPanel } from './permit/PermitPanel';
import { PriceHistory } from './price/PriceHistory';
import { PriceReducedBadge } from './price/PriceReducedBadge';
import { PropertyInfo, SummaryBar } from './PropertyDetails';
import { PropertyMap } from './PropertyMap';
import { PropertyMapStatic } from './PropertyMapStatic';
import { propertyMessages } from './messages';
import { fullAddress, propertyTypeLabel } from './propertyFormat';
import { ShareButton } from './share/ShareButton';
import { SIMILAR_ID } from './similar/similarPlace';
import { ListingStatusBadge, ListingStatusNotice } from './status/ListingStatus';
import { usePropertyRecord } from './usePropertyRecord';
import styles from './PropertyPage.module.css';
import { Words } from '../../shared/ui/Words';
import { RecentlyViewed } from '../../shared/recently-viewed/RecentlyViewed';
import { useRecordViewed } from '../../shared/recently-viewed/useRecordViewed';

/** 'Similar homes', at the page's foot: its code and the listing card's come when it comes near. */
const SimilarHomes = deferredWhenNear(SIMILAR_ID, () =>
  import('./similar/SimilarListings').then((module) => module.SimilarListings),
);

/** The mortgage calculator's section, far below the fold: its code comes when it comes near. */
const MortgageSection = deferredWhenNear(MORTGAGE_ID, () =>
  import('./mortgage/MortgageSection').then((module) => module.MortgageSection),
);
function Mortgage({ property }: { property: Property }) {
  return calculatorListing(property) ? <MortgageSection property={property} /> : null;
}

function NotFound() {
  const navigate = useNavigate();
  const t = useMessages(propertyMessages);
  const path = usePagePath();
  // 'Goes back one page'; a tab opened straight on this URL has no page to go back to, so go home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(path('home')));
  return (
    <section className={`${common.container} ${common.centred}`} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={`${headingClass} ${common.notFoundTitle}`}>
        {t('notFoundTitle')}
      </h1>
      <p className={styles.muted}>{t('notFoundText')}</p>
      <button type="button" className={common.button} onClick={goBack}>
        {t('goBack')}
      </button>
    </section>
  );
}

function PropertyView({ property }: { property: Property }) {
  const siteConfig = useSiteConfig();
  const formRef = useRef<HTMLElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  useRecordViewed(property);
  const config = siteConfig.status === 'ready' ? siteConfig.config : null;
  const t = useMessages(propertyMessages);
  const content = useContent();
  const name = content(property, 'house_name');
  const location = content(property, 'location');
  // The street address when the record has one, else the name and the location as shown above.
  const address = property.address?.trim()
    ? content(property, 'address')
    : {
        text: fullAddress({ house_name: name.text, location: location.text }),
        lang: name.lang && location.lang,
      };

  const hydrated = useHydrated();
  const scrollToForm = () => {
    formRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    firstFieldRef.current?.focus({ preventScroll: true });
  };

  return (
    <article>
      <header className={`${heroClass} ${styles.hero}`}>
        <FallbackImage
          src={property.imageurl}
          alt={name.text}
          width={1600}
          height={900}
          sizes={PHOTO_SIZES.fullWidth}
          className={`${coverClass} ${styles.heroImage}`}
          fetchPriority="high"
        />
        <div className={styles.heroShade} />
        <div className={styles.heroContent}>
          <div className={styles.badges}>
            <span className={styles.badgeAccent}>{purposeLabel(property.for, t.locale)}</span>
            {property.house_type && (
              <span className={styles.badge}>{propertyTypeLabel(property.house_type, t.locale)}</span>
            )}
            <ListingStatusBadge property={property} className={styles.badge} />
            <PriceReducedBadge property={property} className={`${styles.badge} ${styles.badgeReduced}`} />
            <PhotoCountLink property={property} className={styles.badge} />
          </div>
          <h1 className={`${displayClass} ${styles.heroTitle}`} lang={name.lang}>
            <Words shown={name} />
          </h1>
          {location.text && (
            <p className={styles.heroLocation} lang={location.lang}>
              <Words shown={location} />
            </p>
          )}
        </div>
      </header>

      <div className={styles.layout}>
        <SummaryBar property={property} onContact={scrollToForm} />
        <div className={styles.tools}>
          <HomeActions home={property} />
          <ShareButton name={name.text} />
        </div>
        <ListingStatusNotice property={property} />
        <div className={styles.columns}>
          <div className={styles.main}>
            <PropertyGallery property={property} />
            <PropertyInfo property={property} />
            <PriceHistory slug={property.slug} />
            <AreaFloorPlans property={property} />
            <PermitPanel property={property} config={config} />
            <section className={`${panelClass} ${styles.card}`} aria-labelledby="location-heading">
              <h2 id="location-heading" className={styles.cardTitle}>
                {t('location')}
              </h2>
              {/* The server's page (and a visitor without JavaScript): a picture of the place, links out. */}
              {!hydrated ? (
                <PropertyMapStatic
                  name={name.text}
                  lat={property.lat}
                  lon={property.lon}
                  address={address.text}
                />
              ) : siteConfig.status === 'loading' ? (
                <div className={styles.mapPlaceholder} role="status">
                  {t('loadingMap')}
                </div>
              ) : config ? (
                <PropertyMap
                  propertyId={property._id}
                  name={name.text}
                  lat={property.lat}
                  lon={property.lon}
                  tileUrl={config.mapTileUrl}
                  attribution={config.mapAttribution}
                />
              ) : (
                <div className={styles.mapPlaceholder} role="alert">
                  <p className={styles.overlayTitle}>{t('mapFailed')}</p>
                  <p className={styles.muted}>{t('mapFailedText')}</p>
                </div>
              )}
              <p className={styles.address}>
                <strong>{t('fullAddress')}</strong>{' '}
                <span lang={address.lang}>
                  <Words shown={address} />
                </span>
              </p>
            </section>
            <Mortgage property={property} />
          </div>
          <aside
            ref={formRef}
            className={`${panelClass} ${styles.card} ${styles.formCard}`}
            aria-labelledby="inquiry-heading"
          >
            <AgentCard property={property} config={config} />
            <h2 id="inquiry-heading" className={styles.cardTitle}>
              {t('interested')}
            </h2>
            <InquiryForm key={property._id} ref={firstFieldRef} property={property} config={config} />
          </aside>
        </div>
        <SimilarHomes slug={property.slug} />
      </div>
      <RecentlyViewed exclude={property.slug} />
      <ContactBar property={property} config={config} onEnquire={scrollToForm} />
    </article>
  );
}

export default function PropertyPage() {
  const { propertySlug = '' } = useParams();
  const record = usePropertyRecord(propertySlug);
  const t = useMessages(propertyMessages);

  if (record.status === 'loading') {
    return (
      <p className={`${common.state} ${common.centred}`} role="status">
        {t('loading')}
      </p>
    );
  }
  if (record.status === 'error' || !record.data) return <NotFound />;
  return (
    <PhotoViewerScope>
      <PropertyView property={record.data} />
    </PhotoViewerScope>
  );
}
