import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MortgageCalculator, type CalculatorProps } from './MortgageCalculator';

const dubaiFlat: CalculatorProps = { price: 2_000_000, offPlan: false, dubai: true, land: false };
const monthly = () => screen.getByTestId('mortgage-monthly');
const upfront = () => screen.getByTestId('mortgage-upfront');
const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('MortgageCalculator', () => {
  it('starts from the listing price and the least down payment an expatriate resident may pay', () => {
    render(<MortgageCalculator {...dubaiFlat} />);
    expect(field(/^Price/)).toHaveValue('2,000,000');
    expect(field(/^Down payment/)).toHaveValue('400,000');
    expect(field(/^Rate/)).toHaveValue('4.5');
    expect(field(/^Term/)).toHaveValue('25');
    expect(screen.getByRole('combobox', { name: 'You are' })).toHaveDisplayValue('Expatriate resident');
    expect(screen.getByRole('combobox', { name: 'This home would be' })).toHaveDisplayValue(
      'Your first home',
    );
    expect(screen.getByText(/Loan limit: 80%\./)).toBeInTheDocument();
    // 1,600,000 at 4.5% over 300 months: 8,893.32 (mortgage.test.ts works it by hand).
    expect(monthly()).toHaveTextContent('AED 8,893');
    expect(upfront()).toHaveTextContent('AED 531,070');
  });

  it('names the source of every fee and says it is an estimate', () => {
    render(<MortgageCalculator {...dubaiFlat} />);
    const fee = (key: string) => screen.getByTestId(`mortgage-fee-${key}`);
    expect(fee('transfer')).toHaveTextContent(
      'DLD transfer feeAED 80,0004% of the price. Source: Dubai Land Department fee schedule (sale registration).',
    );
    expect(fee('title')).toHaveTextContent('AED 580');
    expect(fee('trustee')).toHaveTextContent('AED 4,200');
    expect(fee('mortgage')).toHaveTextContent(
      'Mortgage registrationAED 4,2900.25% of the loan + AED 290. Source: Dubai Land Department fee schedule (mortgage registration).',
    );
    expect(fee('agency')).toHaveTextContent('AED 42,000');
    expect(fee('agency')).toHaveTextContent('Source: Dubai market practice; UAE VAT at 5%.');
    expect(screen.getByText(/^An estimate, not an offer/)).toBeInTheDocument();
    expect(screen.getByText(/Source: Central Bank of the UAE/)).toBeInTheDocument();
  });

  it('the down payment follows the limit of the buyer chosen until the buyer types their own', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator {...dubaiFlat} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'You are' }), 'UAE national');
    expect(field(/^Down payment/)).toHaveValue('300,000');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'This home would be' }),
      'A second home or investment',
    );
    expect(field(/^Down payment/)).toHaveValue('700,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'You are' }), 'Non-resident');
    expect(field(/^Down payment/)).toHaveValue('800,000');
    expect(screen.getByText(/Non-residents: the banks that lend to them/)).toBeInTheDocument();
    await retype(user, field(/^Price/), '6000000');
    expect(field(/^Down payment/)).toHaveValue('2,400,000');
  });

  it('shows the rate and term typed: 4% over 20 years on AED 1,200,000', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator {...dubaiFlat} />);
    await retype(user, field(/^Price/), '1500000');
    await retype(user, field(/^Down payment/), '300000');
    await retype(user, field(/^Rate/), '4');
    await retype(user, field(/^Term/), '20');
    expect(monthly()).toHaveTextContent('AED 7,272');
  });

  it('a down payment under the limit: the message beside the field, tied to it, and a summary alert', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator {...dubaiFlat} />);
    const down = field(/^Down payment/);
    await retype(user, down, '100000');
    // No message while typing; the figures stay those of the last usable values.
    expect(down).not.toHaveAttribute('aria-invalid');
    expect(monthly()).toHaveTextContent('AED 8,893');
    await user.tab();
    const message =
      'The down payment must be at least AED 400,000 (20% of the price): banks may lend at most 80% here.';
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(down).toHaveAccessibleDescription(message);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('One figure needs correcting');
    await user.click(within(alert).getByRole('link', { name: message }));
    expect(down).toHaveFocus();
    // Fixed: the message and the alert go at once.
    await retype(user, down, '500000');
    expect(down).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(monthly()).toHaveTextContent(/^AED 8,337$/);
  });

  it('Enter in a field shows its message; the form is never sent and has no browser bubbles', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator {...dubaiFlat} />);
    await retype(user, field(/^Rate/), '25');
    await user.keyboard('{Enter}');
    expect(field(/^Rate/)).toHaveFocus();
    expect(field(/^Rate/)).toHaveAccessibleDescription(
      'Enter a rate between 0 and 20% a year, for example 4.5.',
    );
    await retype(user, field(/^Term/), '30');
    await user.tab();
    expect(field(/^Term/)).toHaveAccessibleDescription(
      'Enter a term of 1 to 25 whole years: UAE banks lend for at most 25 years.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('2 figures need correcting');
    expect(screen.getByRole('form')).toHaveAttribute('novalidate');
  });

  it('a buyer changing to a lower limit is told at once that their own down payment is too small', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator {...dubaiFlat} />);
    await retype(user, field(/^Down payment/), '450000');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'This home would be' }),
      'A second home or investment',
    );
    expect(field(/^Down payment/)).toHaveValue('450000');
    expect(field(/^Down payment/)).toHaveAccessibleDescription(/at least AED 800,000 \(40% of the price\)/);
  });

  it('off-plan lends 50%; paid in full there is no loan', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator {...dubaiFlat} offPlan />);
    expect(field(/^Down payment/)).toHaveValue('1,000,000');
    expect(screen.getByText(/Off-plan homes: banks lend at most 50%/)).toBeInTheDocument();
    await retype(user, field(/^Down payment/), '2000000');
    expect(monthly()).toHaveTextContent('No loan');
    expect(screen.queryByTestId('mortgage-fee-mortgage')).not.toBeInTheDocument();
  });

  it('outside Dubai: no Land Department fees, and the note says so', () => {
    render(<MortgageCalculator {...dubaiFlat} dubai={false} />);
    expect(screen.queryByText(/^DLD/)).not.toBeInTheDocument();
    expect(screen.getByText(/Land registration fees outside Dubai/)).toBeInTheDocument();
    // 400,000 + agency 42,000
    expect(upfront()).toHaveTextContent('AED 442,000');
  });
});
