/**
 * The pages a search alert's mails link to: /alerts/confirm/:token (start the alert) and
 * /alerts/unsubscribe/:token (stop it). The link opens a page with one button, so a mail scanner that
 * follows links changes nothing; the button posts a plain form to the page itself (with or without the
 * app's code), which the server answers with the page in its new state (api/src/web/form-posts.ts). An
 * unsubscribe link whose alert is already stopped says so at once (read with the page).
 */
import { Link, useParams } from 'react-router-dom';
import { PAGE_FORM_FIELD, type PageFormId } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { alertMessages } from './messages';
import { usePageFormResult, useQuery } from '@manzil/api-client';
import { accentButtonClass, displayClass } from '@manzil/ui';
import page from '../../shared/page.module.css';
import styles from './AlertLinkPage.module.css';
import { alertLinkQuery } from './alertLinkQuery';

type Kind = 'confirm' | 'unsubscribe';
const FORM_OF: Record<Kind, PageFormId> = { confirm: 'alert-confirm', unsubscribe: 'alert-unsubscribe' };

function AlertLinkPage({ kind }: { kind: Kind }) {
  const t = useMessages(alertMessages);
  const path = usePagePath();
  const posted = usePageFormResult(FORM_OF[kind]);
  const { token = '' } = useParams();
  // An unsubscribe link opened again: its alert is already stopped, so there is nothing to press (said
  // as news, not as a fault).
  const state = useQuery({ ...alertLinkQuery(token), enabled: kind === 'unsubscribe' && !posted });
  const stoppedBefore = kind === 'unsubscribe' && state.data?.running === false;
  const done = posted?.outcome === 'sent';
  const invalid = posted?.outcome === 'invalid' || stoppedBefore;
  // After the button the heading says where the alert stands: on, or stopped.
  const title =
    kind === 'confirm'
      ? done
        ? 'confirmedTitle'
        : 'confirmTitle'
      : done || invalid
        ? 'stoppedTitle'
        : 'unsubscribeTitle';
  return (
    <div className={page.page}>
      <div className={page.section}>
        <article className={`${page.container} ${styles.box}`} aria-labelledby="alert-link-title">
          <h1 id="alert-link-title" className={`${displayClass} ${styles.title}`}>
            {t(title)}
          </h1>
          {done || invalid ? (
            <>
              <p
                className={`${styles.lead} ${invalid && !stoppedBefore ? styles.invalid : styles.done}`}
                role="status"
              >
                {done ? t(`${kind}Done`) : t(`${kind}Invalid`)}
              </p>
              <p className={styles.next}>
                <Link to={path('home')}>{t('searchHomes')}</Link>
                {' · '}
                <Link to={path('privacy')}>{t('howWeHandle')}</Link>
              </p>
            </>
          ) : (
            <form method="post" className={styles.form}>
              <input type="hidden" name={PAGE_FORM_FIELD} value={FORM_OF[kind]} />
              <p className={styles.lead}>{t(`${kind}Lead`)}</p>
              <button type="submit" className={`${accentButtonClass} ${styles.button}`}>
                {t(`${kind}Button`)}
              </button>
            </form>
          )}
        </article>
      </div>
    </div>
  );
}

export const AlertConfirmPage = () => <AlertLinkPage kind="confirm" />;
export const AlertUnsubscribePage = () => <AlertLinkPage kind="unsubscribe" />;
