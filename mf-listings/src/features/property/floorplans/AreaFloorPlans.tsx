/**
 * 'Floor Plans' on a property page: the floor plans of its area (the area record's links, as the
 * area detail panel shows them). Pictures open in the full-screen viewer; any other link (a cloud
 * drive file) opens in a new tab. Nothing is shown for an area without floor plans.
 */
import { areaDataQuery, useQuery } from '@manzil/api-client';
import { toEmirateKey, type Property } from '@manzil/contract';
import { useContent, useMessages } from '@manzil/i18n';
import { panelClass, VisuallyHidden } from '@manzil/ui';
import { PhotoGallery } from '../gallery/PhotoGallery';
import page from '../PropertyPage.module.css';
import styles from './AreaFloorPlans.module.css';
import { floorPlanMessages } from './messages';

/** A link the browser can show as a picture: an image file, or an upload served by the site. */
export const isPictureLink = (link: string): boolean =>
  /^(?:\/|https?:\/\/)[^?#]+\.(?:png|jpe?g|webp|gif|avif|svg)(?:[?#].*)?$/i.test(link) ||
  /^\/api\/images\/[0-9a-f]{24}$/i.test(link);

export function AreaFloorPlans({ property }: { property: Property }) {
  const { data: area } = useQuery(areaDataQuery(toEmirateKey(property.emirate), property.areaName));
  const t = useMessages(floorPlanMessages);
  const content = useContent();
  const links = (area?.floorplan ?? []).map((link) => link.trim()).filter(Boolean);
  if (!area || links.length === 0) return null;
  const pictures = links.filter(isPictureLink);
  const others = links.filter((link) => !isPictureLink(link));
  const areaName = content(area, 'name').text;
  return (
    <section className={panelClass} aria-labelledby="floorplans-heading">
      <h2 id="floorplans-heading" className={page.cardTitle}>
        {t('title')}
      </h2>
      <p className={styles.lead}>{t('lead', { area: areaName })}</p>
      {pictures.length > 0 && (
        <PhotoGallery photos={pictures} title={t('of', { area: areaName })} kind="floorPlan" fit="contain" />
      )}
      {others.length > 0 && (
        <ul className={styles.links}>
          {others.map((link, i) => (
            <li key={`${i}-${link}`}>
              <a href={link} target="_blank" rel="noopener noreferrer">
                {t('plan', { index: pictures.length + i + 1 })}
                <VisuallyHidden>{t('newTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
