/** The area detail editor's text form: lists are edited one item per line. */
import type { AreaData, AreaDetailsBody } from '@manzil/contract';

export interface AreaDetailsDraft {
  neighbourhood: string;
  feature: string;
  pdf: string;
  floorplan: string;
  images: string;
}

export const emptyAreaDetails: AreaDetailsDraft = {
  neighbourhood: '',
  feature: '',
  pdf: '',
  floorplan: '',
  images: '',
};

export const draftFromAreaData = (data: AreaData): AreaDetailsDraft => ({
  neighbourhood: data.neighbourhood.join('\n'),
  feature: data.feature.join('\n'),
  pdf: data.pdf,
  floorplan: data.floorplan.join('\n'),
  images: data.images.join('\n'),
});

/** One item per non-blank line, trimmed. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const areaDetailsBody = (
  city: string,
  areaName: string,
  draft: AreaDetailsDraft,
): AreaDetailsBody => ({
  city,
  areaName,
  neighbourhood: linesOf(draft.neighbourhood),
  feature: linesOf(draft.feature),
  pdf: draft.pdf.trim(),
  floorplan: linesOf(draft.floorplan),
  images: linesOf(draft.images),
});
