/** Add or edit an agent: their details, the areas they cover and a portrait (required to add). */
import { useState, type FormEvent } from 'react';
import { useLocations } from '@manzil/api-client';
import type { Agent } from '@manzil/contract';
import { prefixedWithReason } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { AuditTrail } from '../../shared/audit/AuditTrail';
import { InputField } from '../../shared/ui/Field';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Modal } from '../../shared/ui/Modal';
import { SavingForm } from '../../shared/ui/SavingForm';
import { useWriting } from '../../shared/writes/useAdminMutation';
import forms from '../../shared/ui/forms.module.css';
import {
  AGENT_FIELD_LABELS,
  agentProblems,
  draftFromAgent,
  emptyAgentDraft,
  type AgentDraft,
  type AgentProblems,
} from './agentForm';
import { useSaveAgent } from './agentsApi';
import { AGENT_MESSAGES } from './messages';
import styles from './Agents.module.css';

const AGENT_AUDIT_LABELS = {
  ...AGENT_FIELD_LABELS,
  active: 'Active',
  listingsReassignedTo: 'Listings handed to',
};

interface AgentFormModalProps {
  /** The agent being edited, or null to add one. */
  agent: Agent | null;
  onClose(): void;
  /** Runs once the agents are read again, before the success toast. */
  onSaved(agent: Agent): void | Promise<void>;
}

const TEXT_FIELDS: {
  field: 'name' | 'brn' | 'languages' | 'phone' | 'whatsapp' | 'email';
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  hint?: string;
}[] = [
  { field: 'name', autoComplete: 'off' },
  { field: 'brn', inputMode: 'numeric', hint: 'Broker registration number (RERA), 3 to 10 digits.' },
  { field: 'languages', hint: 'Separated by commas, e.g. English, Arabic.' },
  { field: 'phone', type: 'tel', inputMode: 'tel', hint: 'International format, e.g. +971 50 123 4567.' },
  { field: 'whatsapp', type: 'tel', inputMode: 'tel' },
  { field: 'email', type: 'email', inputMode: 'email' },
];

function AreasPicker({ value, onChange }: { value: string[]; onChange(areas: string[]): void }) {
  const locations = useLocations();
  const emirates = locations.data?.emirates ?? [];
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value, key] : value.filter((k) => k !== key));
  return (
    <fieldset className={styles.areas}>
      <legend>Areas they cover</legend>
      {locations.isPending && <p className={forms.hint}>Loading the areas...</p>}
      {locations.isError && <p className={forms.fieldError}>The areas could not be loaded.</p>}
      <div className={styles.areaGroups}>
        {emirates
          .filter((e) => e.areas.length > 0)
          .map((emirate) => (
            <fieldset key={emirate.slug} className={styles.areaGroup}>
              <legend>{emirate.name}</legend>
              {emirate.areas.map((area) => (
                <label key={area.key} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={value.includes(area.key)}
                    onChange={(e) => toggle(area.key, e.target.checked)}
                  />
                  {area.name}
                </label>
              ))}
            </fieldset>
          ))}
      </div>
    </fieldset>
  );
}

export function AgentFormModal({ agent, onClose, onSaved }: AgentFormModalProps) {
  const saving = useWriting();
  const [draft, setDraft] = useState<AgentDraft>(agent ? draftFromAgent(agent) : emptyAgentDraft);
  const [problems, setProblems] = useState<AgentProblems>({});
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const set = <K extends keyof AgentDraft>(field: K, value: AgentDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const save = useSaveAgent(agent, {
    onSuccess: async (saved) => {
      await onSaved(saved);
      toast.success(agent ? AGENT_MESSAGES.saved(saved.name) : AGENT_MESSAGES.added(saved.name));
    },
    failed: (err) => prefixedWithReason(AGENT_MESSAGES.saveFailed, err, AGENT_FIELD_LABELS),
    report: (text) => setFormProblem(problem(text)),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = agentProblems(draft, agent === null);
    setProblems(found);
    const first = Object.keys(found)[0] as keyof AgentProblems | undefined;
    if (first) {
      setFormProblem(problem(`Check ${AGENT_FIELD_LABELS[first]}: ${found[first]}`));
      return;
    }
    setFormProblem(null);
    await save.run(draft);
  }

  return (
    <Modal title={agent ? `Edit ${agent.name}` : 'Add an agent'} onClose={onClose} closeDisabled={saving}>
      <SavingForm
        onSubmit={handleSubmit}
        label={agent ? `Details of ${agent.name}` : 'New agent'}
        submitLabel={agent ? 'Save agent' : 'Add agent'}
        onCancel={onClose}
        problem={formProblem}
      >
        <div className={forms.grid2}>
          {TEXT_FIELDS.map(({ field, hint, ...input }) => (
            <InputField
              key={field}
              id={`agent-${field}`}
              label={AGENT_FIELD_LABELS[field]}
              value={draft[field]}
              onValueChange={(v) => set(field, v)}
              error={problems[field]}
              hint={hint}
              required
              {...input}
            />
          ))}
          <InputField
            id="agent-ar_name"
            label={AGENT_FIELD_LABELS.ar_name}
            dir="auto"
            lang="ar"
            maxLength={120}
            value={draft.ar_name}
            onValueChange={(v) => set('ar_name', v)}
            error={problems.ar_name}
            hint="Optional: shown on the Arabic pages instead of the name above."
          />
        </div>
        <ImageInput
          label={AGENT_FIELD_LABELS.photo}
          file={draft.photo}
          onChange={(file) => set('photo', file)}
          currentUrl={agent?.photo}
          currentAlt={agent ? `Current portrait of ${agent.name}` : undefined}
          required={agent === null}
        />
        {problems.photo && <p className={forms.fieldError}>{problems.photo}</p>}
        <AreasPicker value={draft.areas} onChange={(areas) => set('areas', areas)} />
      </SavingForm>
      {/* Who changed this agent, when and what, as a listing's editor shows. */}
      {agent && <AuditTrail target="agent" id={agent._id} labels={AGENT_AUDIT_LABELS} collapsed />}
    </Modal>
  );
}
