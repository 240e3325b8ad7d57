/** The brochure request flow (docs/glossary.md), with the request also recorded by the server. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { whatsAppHref } from '@manzil/format';
import { TIMINGS } from '@manzil/ui';
import { useEnquiry, type SiteConfigState } from '@manzil/api-client';
import { useLocale } from '@manzil/i18n';
import { brochureRequestText } from '../../shared/format/contactLinks';
import type { BrochureDetails } from './BrochureModal';

export const BROCHURE_ERROR = 'There was an error sending your request. Please try again later.';

export interface BrochureTarget {
  areaKey: string;
  areaName: string;
  pdf: string;
}

export function useBrochureRequest(target: BrochureTarget, siteConfig: SiteConfigState) {
  const enquiry = useEnquiry(useLocale());
  const { reset: resetEnquiry, mutate: recordEnquiry } = enquiry;
  const [open, setOpen] = useState(false);
  /** Between the send and the brochure opening (the chat has its moment first). */
  const [opening, setOpening] = useState(false);
  /** The agency's number is not known: nothing could be sent. */
  const [unsendable, setUnsendable] = useState(false);
  /** A new form (cleared fields) for every opening. */
  const [formKey, setFormKey] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(() => {
    setUnsendable(false);
    resetEnquiry();
    setFormKey((k) => k + 1);
    setOpen(true);
  }, [resetEnquiry]);
  const close = useCallback(() => setOpen(false), []);

  const submit = useCallback(
    (details: BrochureDetails) => {
      if (siteConfig.status !== 'ready') {
        setUnsendable(true);
        return;
      }
      setUnsendable(false);
      resetEnquiry();
      setOpening(true);
      // Opened inside the click so that pop-up blockers let the chat tab through.
      window.open(
        whatsAppHref(siteConfig.config.agencyPhone, brochureRequestText(target.areaName, details)),
        '_blank',
      );
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        window.open(target.pdf, '_blank');
        setOpening(false);
        setOpen(false);
        setFormKey((k) => k + 1);
      }, TIMINGS.brochureDelayMs);
      recordEnquiry(
        { kind: 'brochure', ...details, about: { type: 'area', ref: target.areaKey, name: target.areaName } },
        {
          onError: (err) => {
            console.error('[mf-listings] recording the brochure request failed:', err);
            // Not recorded: the brochure does not open, the visitor is told to try again.
            window.clearTimeout(timer.current);
            setOpening(false);
          },
        },
      );
    },
    [siteConfig, target.areaKey, target.areaName, target.pdf, resetEnquiry, recordEnquiry],
  );

  const pending = opening && !enquiry.isError;
  const error = unsendable || enquiry.isError ? BROCHURE_ERROR : null;
  return { open, pending, error, formKey, show, close, submit };
}
