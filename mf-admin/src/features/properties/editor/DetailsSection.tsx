/** The editor's listing details: furnishing, completion and handover, permit, agent and amenities. */
import { FURNISHINGS, FURNISHING_LABELS } from '@manzil/contract';
import { useAgents } from '@manzil/api-client';
import { InputField, TextAreaField } from '../../../shared/ui/Field';
import forms from '../../../shared/ui/forms.module.css';
import { choices, LABELS, type FieldKit } from './fields';
import styles from './editor.module.css';

export function DetailsSection({ kit }: { kit: FieldKit }) {
  const { draft, bind, select } = kit;
  const agents = useAgents();
  const activeAgents = agents.data ?? [];
  const agentOptions = [
    { value: '', label: 'No agent named' },
    ...activeAgents.map((a) => ({ value: a.slug, label: `${a.name} (BRN ${a.brn})` })),
    // A retired agent keeps the listings they had: shown, so an edit does not drop them silently.
    ...(draft.agent && !activeAgents.some((a) => a.slug === draft.agent)
      ? [{ value: draft.agent, label: agents.isPending ? draft.agent : `${draft.agent} (no longer active)` }]
      : []),
  ];
  return (
    <fieldset className={styles.section}>
      <legend>Listing details</legend>
      <div className={forms.grid2}>
        {select('furnishing', [{ value: '', label: 'Not said' }, ...choices(FURNISHINGS, FURNISHING_LABELS)])}
        {select('completion', [
          { value: '', label: 'Not said' },
          { value: 'ready', label: 'Ready to move in' },
          { value: 'off-plan', label: 'Off-plan' },
        ])}
      </div>
      {draft.completion === 'off-plan' && (
        <div className={forms.grid2}>
          {select('handoverQuarter', [
            { value: '', label: 'Choose a quarter' },
            { value: '1', label: 'Q1 (January to March)' },
            { value: '2', label: 'Q2 (April to June)' },
            { value: '3', label: 'Q3 (July to September)' },
            { value: '4', label: 'Q4 (October to December)' },
          ])}
          <InputField
            {...bind('handoverYear')}
            label={LABELS.handoverYear}
            inputMode="numeric"
            hint="For example 2027."
          />
        </div>
      )}
      <div className={forms.grid2}>
        <InputField
          {...bind('permitNumber')}
          label={LABELS.permitNumber}
          inputMode="numeric"
          hint="Dubai listings must show it: the digits on the DLD permit."
        />
        {select('agent', agentOptions, {
          hint: agents.isError ? 'The agents could not be loaded: the current choice is kept.' : undefined,
        })}
      </div>
      <TextAreaField
        {...bind('amenities')}
        label={LABELS.amenities}
        rows={4}
        hint="One per line, e.g. Private pool."
      />
    </fieldset>
  );
}
