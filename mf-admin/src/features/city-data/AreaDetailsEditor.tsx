/**
 * Area detail editor (beyond the spec): neighbourhood highlights and key features (one per line), the
 * gallery and floor plans (ordered lists of uploaded images and links) and the brochure (an uploaded
 * PDF or a link) of one area of the selected emirate.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { areaDataQuery, useQueryClient } from '@manzil/api-client';
import { toAreaKey, type CityEntry } from '@manzil/contract';
import { controlRowClass } from '@manzil/ui';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { AreaField, TextAreaField } from '../../shared/ui/Field';
import forms from '../../shared/ui/forms.module.css';
import { SavingForm } from '../../shared/ui/SavingForm';
import { prefixedWithReason } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { Skeleton } from '../../shared/ui/Skeleton';
import { emirateName } from './cityDataStore';
import {
  areaDetailsBody,
  draftFromAreaData,
  emptyAreaDetails,
  type AreaDetailsDraft,
} from './areaDetailsForm';
import { BrochureField } from './BrochureField';
import { useSaveAreaDetails } from './cityDataApi';
import { MediaListEditor } from './MediaListEditor';
import styles from './CityData.module.css';

interface AreaDetailsEditorProps {
  emirateKey: string;
  areas: CityEntry[];
}

type LoadState = 'idle' | 'loading' | 'loaded' | 'missing' | 'error';

/** The detail fields by their names in the request, as the form labels them. */
const AREA_DETAIL_LABELS = {
  neighbourhood: 'Neighbourhood highlights',
  feature: 'Key features',
  ar_neighbourhood: 'Neighbourhood highlights (Arabic)',
  ar_feature: 'Key features (Arabic)',
  floorplan: 'Floor plans',
  images: 'Gallery',
  pdf: 'Brochure',
};

/** Each list in English, then in Arabic beside it (the grid's second column). */
const TEXTAREAS: {
  field: 'neighbourhood' | 'feature' | 'ar_neighbourhood' | 'ar_feature';
  hint: string;
  lang?: 'ar';
}[] = [
  { field: 'neighbourhood', hint: 'One highlight per line.' },
  {
    field: 'ar_neighbourhood',
    hint: 'One highlight per line. Left empty, Arabic pages show the English list.',
    lang: 'ar',
  },
  { field: 'feature', hint: 'One feature per line.' },
  {
    field: 'ar_feature',
    hint: 'One feature per line. Left empty, Arabic pages show the English list.',
    lang: 'ar',
  },
];
/** The most gallery or floor plan items an area keeps (the API's bound). */
const MEDIA_MAX = 30;

export function AreaDetailsEditor({ emirateKey, areas }: AreaDetailsEditorProps) {
  const queryClient = useQueryClient();
  const saving = useWriting();
  const [areaName, setAreaName] = useState('');
  const [draft, setDraft] = useState<AreaDetailsDraft>(emptyAreaDetails);
  const [load, setLoad] = useState<LoadState>('idle');
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);

  // A new emirate, or the chosen area gone from the list, starts the editor afresh.
  const chosen = areas.find((a) => a.name === areaName);
  useEffect(() => {
    if (areaName && !chosen) setAreaName('');
  }, [areaName, chosen]);

  useEffect(() => {
    setDraft(emptyAreaDetails);
    setFormProblem(null);
    if (!areaName) {
      setLoad('idle');
      return;
    }
    let current = true;
    setLoad('loading');
    // The editor starts from what the server has now, not from a cached copy.
    queryClient
      .fetchQuery({ ...areaDataQuery(emirateKey, toAreaKey(areaName)), staleTime: 0 })
      .then((data) => {
        if (!current) return;
        setDraft(data ? draftFromAreaData(data) : emptyAreaDetails);
        setLoad(data ? 'loaded' : 'missing');
      })
      .catch(() => current && setLoad('error'));
    return () => {
      current = false;
    };
  }, [queryClient, emirateKey, areaName]);

  const save = useSaveAreaDetails({
    onSuccess: (saved) => {
      setDraft(draftFromAreaData(saved));
      setLoad('loaded');
      toast.success('Area details saved successfully!');
    },
    failed: (err) => prefixedWithReason('Something went wrong', err, AREA_DETAIL_LABELS),
    report: (text) => setFormProblem(problem(text)),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!areaName) return;
    setFormProblem(null);
    await save.run(areaDetailsBody(emirateKey, toAreaKey(areaName), draft));
  }

  const editable = load === 'loaded' || load === 'missing';
  const setField =
    <K extends keyof AreaDetailsDraft>(field: K) =>
    (value: AreaDetailsDraft[K]) =>
      setDraft((d) => ({ ...d, [field]: value }));
  const mediaList = (field: 'images' | 'floorplan', itemName: string) => (
    <MediaListEditor
      id={`area-details-${field}`}
      label={AREA_DETAIL_LABELS[field]}
      itemName={itemName}
      items={draft[field]}
      onChange={setField(field)}
      max={MEDIA_MAX}
    />
  );
  return (
    <div className={styles.details}>
      <h3 className={styles.subTitle}>Area details</h3>
      <p className={forms.hint}>
        Neighbourhood highlights, key features, gallery, floor plans and brochure shown on an area page.
      </p>
      <div className={`${controlRowClass} ${styles.toolbar}`}>
        <AreaField
          id="area-details-area"
          label={`Area of ${emirateName(emirateKey)}`}
          value={areaName}
          onValueChange={setAreaName}
          areas={areas.map((a) => ({ value: a.name, label: a.name }))}
          disabled={saving || areas.length === 0}
        />
      </div>
      {load === 'loading' && <Skeleton label={`Loading the details of ${areaName}...`} variant="text" />}
      {load === 'error' && (
        <p className={forms.fieldError} role="alert">
          Failed to load the area details
        </p>
      )}
      {load === 'missing' && <p className={forms.hint}>This area has no details yet: fill them in below.</p>}
      {editable && (
        <SavingForm
          onSubmit={handleSubmit}
          label={`Details of ${areaName}`}
          submitLabel="Save Area Details"
          problem={formProblem}
        >
          <div className={forms.grid2}>
            {TEXTAREAS.map(({ field, hint, lang }) => (
              <TextAreaField
                key={field}
                id={`area-details-${field}`}
                label={AREA_DETAIL_LABELS[field]}
                lang={lang}
                dir="auto"
                rows={5}
                value={draft[field]}
                onValueChange={setField(field)}
                hint={hint}
              />
            ))}
          </div>
          {mediaList('images', 'gallery item')}
          {mediaList('floorplan', 'floor plan')}
          <BrochureField value={draft.pdf} onChange={setField('pdf')} />
        </SavingForm>
      )}
    </div>
  );
}
