/**
 * A Dubai listing's advertising permit (Trakheesi), as the regulator requires on every advert: its
 * number and a QR code of its check link, drawn by the server (GET /api/properties/{slug}/permit-qr.svg)
 * so the page ships no QR code and shows it without JavaScript. The agent's BRN and the agency's
 * licence (ORN, when configured) beside it.
 */
import { contentIn, type AgentCard, type Property, type SiteConfig } from '@manzil/contract';
import { messagesIn, useMessages } from '@manzil/i18n';
import { permitCheckLink } from '@manzil/format';
import { panelClass } from '@manzil/ui';
import { useListingAgent } from '../contact/listingContact';
import page from '../PropertyPage.module.css';
import styles from './PermitPanel.module.css';
import { permitMessages } from './messages';

/** Trakheesi permits are Dubai's: another emirate's listing has no QR to show. */
export const PERMIT_EMIRATE = 'dubai';

export const permitQrSrc = (property: Pick<Property, 'slug'>, permit: string): string =>
  `/api/properties/${encodeURIComponent(property.slug)}/permit-qr.svg?permit=${encodeURIComponent(permit)}`;

/** The code's square (the SVG scales to it); the page keeps its space before it arrives. */
const QR_BOX = { width: 132, height: 132 } as const;

function facts(
  t: ReturnType<typeof messagesIn<typeof permitMessages>>,
  permit: string,
  agent: AgentCard | null,
  config: SiteConfig | null,
): [string, string][] {
  const rows: [string, string][] = [[t('permit'), permit]];
  if (agent) rows.push([t('agentBrn', { name: contentIn(agent, 'name', t.locale).text }), agent.brn]);
  if (config?.licenceNumber) rows.push([t('licence'), config.licenceNumber]);
  return rows;
}

export function PermitPanel({ property, config }: { property: Property; config: SiteConfig | null }) {
  const agent = useListingAgent(property);
  const t = useMessages(permitMessages);
  const permit = property.permitNumber;
  if (!permit || property.emirate !== PERMIT_EMIRATE) return null;
  return (
    <section className={`${panelClass} ${page.card}`} aria-labelledby="permit-heading">
      <h2 id="permit-heading" className={page.cardTitle}>
        {t('title')}
      </h2>
      <div className={styles.permit}>
        <div className={styles.facts}>
          <dl className={styles.list}>
            {facts(t, permit, agent, config).map(([label, value]) => (
              <div key={label} className={styles.row}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>
            {t.rich('note', {
              check: (chunks) =>
                config ? (
                  <a
                    href={permitCheckLink(config.permitCheckUrl, permit)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {chunks}
                  </a>
                ) : (
                  chunks
                ),
            })}
          </p>
        </div>
        <img
          className={styles.qr}
          src={permitQrSrc(property, permit)}
          alt={t('qr', { permit })}
          {...QR_BOX}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}
