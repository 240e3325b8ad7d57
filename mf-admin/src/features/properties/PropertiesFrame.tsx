/**
 * The Properties section's frame, the same in both views of the listings (the table and the spec's
 * cards by area): its title, the view switch and Add Property (disabled while a write runs).
 */
import type { ReactNode } from 'react';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { Section } from '../../shared/ui/Section';
import forms from '../../shared/ui/forms.module.css';

interface PropertiesFrameProps {
  description: string;
  /** The Table / By area switch, beside Add Property. */
  viewToggle?: ReactNode;
  onAdd(): void;
  children: ReactNode;
}

export function PropertiesFrame({ description, viewToggle, onAdd, children }: PropertiesFrameProps) {
  const saving = useWriting();
  return (
    <Section
      id="properties"
      title="Properties"
      description={description}
      actions={
        <>
          {viewToggle}
          <button type="button" className={forms.button} onClick={onAdd} disabled={saving}>
            Add Property
          </button>
        </>
      }
    >
      {children}
    </Section>
  );
}
