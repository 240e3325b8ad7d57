/**
 * Retiring an agent: who takes over their listings is chosen here (required when they have any:
 * a listing never names someone who has gone), then the agent leaves the public directory.
 */
import { useState, type FormEvent } from 'react';
import type { Agent } from '@manzil/contract';
import { prefixedWithReason } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { Field } from '../../shared/ui/Field';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { Modal } from '../../shared/ui/Modal';
import { SavingForm } from '../../shared/ui/SavingForm';
import forms from '../../shared/ui/forms.module.css';
import { useRetireAgent } from './agentsApi';
import { AGENT_MESSAGES, listingsText } from './messages';

interface RetireAgentDialogProps {
  agent: Agent;
  /** Every agent; the active others are offered to take over. */
  agents: Agent[];
  onClose(): void;
  onRetired(): void | Promise<void>;
}

export function RetireAgentDialog({ agent, agents, onClose, onRetired }: RetireAgentDialogProps) {
  const saving = useWriting();
  const [target, setTarget] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const others = agents.filter((a) => a.active && a.slug !== agent.slug);
  const hasListings = agent.listingsCount > 0;
  // A retire moves listings: the agents, the listings and their histories are read again.
  const retire = useRetireAgent(agent, {
    onSuccess: async (moved, reassignTo) => {
      await onRetired();
      const to = others.find((a) => a.slug === reassignTo);
      toast.success(AGENT_MESSAGES.retired(agent.name, moved, to?.name));
    },
    failed: (err) => prefixedWithReason(AGENT_MESSAGES.retireFailed, err, { reassignTo: 'Takes over' }),
    report: (text) => setFormProblem(problem(text)),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasListings && !target) {
      setFieldError(AGENT_MESSAGES.chooseTarget);
      setFormProblem(problem(AGENT_MESSAGES.chooseTarget));
      return;
    }
    setFieldError(undefined);
    setFormProblem(null);
    await retire.run(target);
  }

  return (
    <Modal title={`Retire ${agent.name}?`} onClose={onClose} closeDisabled={saving}>
      <SavingForm
        onSubmit={handleSubmit}
        label={`Retire ${agent.name}`}
        submitLabel="Retire agent"
        onCancel={onClose}
        problem={formProblem}
      >
        <p>
          {agent.name} will leave the Find My Agent directory; their page will say they no longer work with
          the agency.
        </p>
        {hasListings ? (
          <Field
            id="retire-target"
            label={`Who takes over ${agent.name}’s ${listingsText(agent.listingsCount)}?`}
            error={fieldError}
          >
            <select
              id="retire-target"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'retire-target-error' : undefined}
            >
              <option value="">Choose an agent</option>
              {others.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.name} ({listingsText(a.listingsCount)})
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <p className={forms.hint}>{agent.name} has no listings to hand over.</p>
        )}
        {hasListings && others.length === 0 && (
          <p className={forms.fieldError}>
            Add another agent first: someone has to take over these listings.
          </p>
        )}
      </SavingForm>
    </Modal>
  );
}
