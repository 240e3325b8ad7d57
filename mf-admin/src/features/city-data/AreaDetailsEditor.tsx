/**
 * Area detail editor (beyond the spec): neighbourhood highlights, key features, brochure link,
 * floor plan links and gallery links of one area of the selected emirate, one item per line.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { areaDataQuery, invalidateAfter, useQueryClient } from '@manzil/api-client';
import { toAreaKey, type CityEntry } from '@manzil/contract';
import { useSaving } from '../../shared/saving/savingStore';
import { useSave } from '../../shared/saving/useSave';
import { AreaField, InputField, TextAreaField } from '../../shared/ui/Field';
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
import { saveAreaDetails } from './cityDataApi';
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
  floorplan: 'Floor plan links',
  images: 'Gallery links',
  pdf: 'Brochure link',
};

const TEXTAREAS: { field: keyof AreaDetailsDraft; label: string; hint: string }[] = [
  { field: 'neighbourhood', label: 'Neighbourhood highlights', hint: 'One highlight per line.' },
  { field: 'feature', label: 'Key features', hint: 'One feature per line.' },
  { field: 'floorplan', label: 'Floor plan links', hint: 'One link per line.' },
  { field: 'images', label: 'Gallery links', hint: 'One link per line.' },
];

export function AreaDetailsEditor({ emirateKey, areas }: AreaDetailsEditorProps) {
  const queryClient = useQueryClient();
  const saving = useSaving();
  const save = useSave();
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!areaName) return;
    setFormProblem(null);
    await save(
      () => saveAreaDetails(areaDetailsBody(emirateKey, toAreaKey(areaName), draft)),
      async (saved) => {
        await invalidateAfter(queryClient, 'areaDetails');
        setDraft(draftFromAreaData(saved));
        setLoad('loaded');
        toast.success('Area details saved successfully!');
      },
      (err) => prefixedWithReason('Something went wrong', err, AREA_DETAIL_LABELS),
      (text) => setFormProblem(problem(text)),
    );
  }

  const editable = load === 'loaded' || load === 'missing';
  return (
    <div className={styles.details}>
      <h3 className={styles.subTitle}>Area details</h3>
      <p className={forms.hint}>
        Neighbourhood highlights, key features, brochure, floor plans and gallery shown on an area page.
      </p>
      <div className={styles.toolbar}>
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
            {TEXTAREAS.map(({ field, label, hint }) => (
              <TextAreaField
                key={field}
                id={`area-details-${field}`}
                label={label}
                rows={5}
                value={draft[field]}
                onValueChange={(value) => setDraft({ ...draft, [field]: value })}
                hint={hint}
              />
            ))}
          </div>
          <InputField
            id="area-details-pdf"
            label="Brochure link"
            type="url"
            value={draft.pdf}
            onValueChange={(pdf) => setDraft({ ...draft, pdf })}
          />
        </SavingForm>
      )}
    </div>
  );
}
