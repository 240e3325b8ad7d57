/**
 * The area detail editor's form: highlights and features are edited one item per line, in English and
 * beside it in Arabic (an Arabic list left empty shows the English one on Arabic pages); the gallery and
 * floor plans are ordered lists of uploaded images and links; the brochure is one link (an uploaded PDF
 * or another address).
 */
import type { AreaData, AreaDetailsBody } from '@manzil/contract';

export interface AreaDetailsDraft {
  neighbourhood: string;
  feature: string;
  ar_neighbourhood: string;
  ar_feature: string;
  pdf: string;
  floorplan: string[];
  images: string[];
}

export const emptyAreaDetails: AreaDetailsDraft = {
  neighbourhood: '',
  feature: '',
  ar_neighbourhood: '',
  ar_feature: '',
  pdf: '',
  floorplan: [],
  images: [],
};

export const draftFromAreaData = (data: AreaData): AreaDetailsDraft => ({
  neighbourhood: data.neighbourhood.join('\n'),
  feature: data.feature.join('\n'),
  ar_neighbourhood: (data.ar_neighbourhood ?? []).join('\n'),
  ar_feature: (data.ar_feature ?? []).join('\n'),
  pdf: data.pdf,
  floorplan: [...data.floorplan],
  images: [...data.images],
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
  ar_neighbourhood: linesOf(draft.ar_neighbourhood),
  ar_feature: linesOf(draft.ar_feature),
  pdf: draft.pdf.trim(),
  floorplan: draft.floorplan.map((l) => l.trim()).filter(Boolean),
  images: draft.images.map((l) => l.trim()).filter(Boolean),
});
