/** The brochure request flow (docs/glossary.md), with the request also recorded by the server. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { whatsAppHref } from '@manzil/format';
import { TIMINGS } from '@manzil/ui';
import { postEnquiry, type SiteConfigState } from '@manzil/api-client';
import { brochureRequestText } from '../../shared/format/contactLinks';
import type { BrochureDetails } from './BrochureModal';

export const BROCHURE_ERROR = 'There was an error sending your request. Please try again later.';

export interface BrochureTarget {
  areaKey: string;
  areaName: string;
  pdf: string;
}

export function useBrochureRequest(target: BrochureTarget, siteConfig: SiteConfigState) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A new form (cleared fields) for every opening. */
  const [formKey, setFormKey] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(() => {
    setError(null);
    setFormKey((k) => k + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  const submit = useCallback(
    (details: BrochureDetails) => {
      if (siteConfig.status !== 'ready') {
        setError(BROCHURE_ERROR);
        return;
      }
      setError(null);
      setPending(true);
      // Opened inside the click so that pop-up blockers let the chat tab through.
      window.open(
        whatsAppHref(siteConfig.config.agencyPhone, brochureRequestText(target.areaName, details)),
        '_blank',
      );
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        window.open(target.pdf, '_blank');
        setPending(false);
        setOpen(false);
        setFormKey((k) => k + 1);
      }, TIMINGS.brochureDelayMs);
      postEnquiry({
        kind: 'brochure',
        ...details,
        about: { type: 'area', ref: target.areaKey, name: target.areaName },
      }).catch((err: unknown) => {
        console.error('[mf-listings] recording the brochure request failed:', err);
        window.clearTimeout(timer.current);
        setPending(false);
        setError(BROCHURE_ERROR);
      });
    },
    [siteConfig, target.areaKey, target.areaName, target.pdf],
  );

  return { open, pending, error, formKey, show, close, submit };
}
