/** The agent form's draft: what the admin types, checked here before it is sent (the API checks again). */
import type { Agent } from '@manzil/contract';
import { multipart } from '../../shared/api/multipart';

export interface AgentDraft {
  name: string;
  brn: string;
  /** Comma-separated, as typed. */
  languages: string;
  /** Area keys ticked. */
  areas: string[];
  phone: string;
  whatsapp: string;
  email: string;
  photo: File | null;
  /** Their name as the Arabic pages write it ('' for none: the Latin name is shown). */
  ar_name: string;
}

export const emptyAgentDraft: AgentDraft = {
  name: '',
  brn: '',
  languages: '',
  areas: [],
  phone: '',
  whatsapp: '',
  email: '',
  photo: null,
  ar_name: '',
};

export const draftFromAgent = (agent: Agent): AgentDraft => ({
  name: agent.name,
  brn: agent.brn,
  languages: agent.languages.join(', '),
  areas: [...agent.areas],
  phone: agent.phone,
  whatsapp: agent.whatsapp,
  email: agent.email,
  photo: null,
  ar_name: agent.translations?.ar?.name ?? '',
});

export type AgentField = Exclude<keyof AgentDraft, 'areas'>;
export type AgentProblems = Partial<Record<AgentField, string>>;

/** The labels the form shows, also used to name a field the server refused. */
export const AGENT_FIELD_LABELS: Record<AgentField | 'image' | 'areas', string> = {
  name: 'Full name',
  brn: 'BRN',
  languages: 'Languages',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  photo: 'Portrait',
  ar_name: 'Full name (Arabic)',
  image: 'Portrait',
  areas: 'Areas',
};

const PHONE = /^\+\d{8,15}$/;
const compactPhone = (v: string) => v.trim().replace(/[\s.()-]/g, '');

/** What is wrong with each field, in words a person understands; empty when the draft can be sent. */
export function agentProblems(draft: AgentDraft, adding: boolean): AgentProblems {
  const problems: AgentProblems = {};
  if (!draft.name.trim()) problems.name = 'Enter the agent’s full name.';
  if (!/^\d{3,10}$/.test(draft.brn.trim()))
    problems.brn = 'Enter the broker registration number: 3 to 10 digits.';
  if (languagesOf(draft.languages).length === 0) problems.languages = 'Enter at least one language.';
  for (const field of ['phone', 'whatsapp'] as const)
    if (!PHONE.test(compactPhone(draft[field])))
      problems[field] = 'Enter an international number starting with +, e.g. +971 50 123 4567.';
  if (!/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/.test(draft.email.trim()))
    problems.email = 'Enter an e-mail address like name@example.com.';
  if (adding && !draft.photo) problems.photo = 'Choose a portrait photo.';
  if (draft.ar_name.trim().length > 120) problems.ar_name = 'Keep the Arabic name to 120 characters.';
  return problems;
}

export const languagesOf = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The multipart body of POST /admin/agents[/slug]; the portrait only when one was chosen. */
export const agentForm = (draft: AgentDraft): FormData =>
  multipart({
    name: draft.name.trim(),
    brn: draft.brn.trim(),
    languages: languagesOf(draft.languages).join('\n'),
    areas: draft.areas.join('\n'),
    phone: compactPhone(draft.phone),
    whatsapp: compactPhone(draft.whatsapp),
    email: draft.email.trim(),
    // Always sent: '' removes an Arabic name the agent had.
    ar_name: draft.ar_name.trim(),
    image: draft.photo,
  });
