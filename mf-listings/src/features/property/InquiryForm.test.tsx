import { fireEvent, screen } from '@testing-library/react';
import { handle, render, serve } from '@manzil/api-client/testing';
import { bodiesOf } from '../../test/api';
import { fillByLabel } from '../../test/forms';
import { makeProperty } from '../../test/fixtures';
import { InquiryForm } from './InquiryForm';

const renderForm = () => render(<InquiryForm property={makeProperty(3)} config={null} />);
const form = () => screen.getByRole('form', { name: 'Property inquiry' });

describe('InquiryForm errors', () => {
  beforeEach(() => serve(handle('POST /enquiries', { data: { _id: 'e1' } })));

  it('checks the fields itself: no browser bubble, each field marked required to assistive technology', () => {
    renderForm();
    expect(form()).toHaveAttribute('novalidate');
    for (const label of ['Name', 'Email', 'Phone', 'Message']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field).not.toHaveAttribute('required');
    }
  });

  it("says the spec's message beside each wrong field, the summary in an alert, and sends nothing", () => {
    renderForm();
    fillByLabel({ Email: 'omar@example', Message: '  ' });
    fireEvent.submit(form());

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please check Name, Email, Phone and Message, then send again.',
    );
    expect(bodiesOf('POST /enquiries')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
  });

  it('takes a fixed field out of the messages, and the alert once all are fixed', () => {
    renderForm();
    fillByLabel({ Email: 'omar@example.com', Phone: '0501234567' });
    fireEvent.submit(form());
    expect(screen.getByRole('alert')).toHaveTextContent('Please check Name, then send again.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Omar' } });
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
