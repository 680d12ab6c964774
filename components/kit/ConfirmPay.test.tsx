import { fireEvent, render, screen } from '@testing-library/react';
import type { PayConfirmationView } from './ConfirmPay';

jest.mock('next-intl', () => ({ useTranslations: (ns: string) => (key: string) => `${ns}.${key}` }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const { ConfirmPay } = jest.requireActual<typeof import('./ConfirmPay')>('./ConfirmPay');

const labels = { payPassword: 'Pay password', googleCode: 'Google code', submit: 'Confirm', edit: 'Edit' };
const testIds = { payPassword: 'x-pay-password', googleCode: 'x-google-code', problem: 'x-problem', submit: 'x-submit' };

function view(over: Partial<PayConfirmationView> = {}): PayConfirmationView {
  return {
    googleEnabled: false,
    fields: { payPassword: { value: '', onChange: jest.fn() }, googleCode: { value: '', onChange: jest.fn() } },
    problem: null,
    ...over,
  };
}

describe('ConfirmPay', () => {
  it('asks for the pay password under the screen’s label and test id, with submit and edit buttons', () => {
    const onEdit = jest.fn();
    render(<ConfirmPay confirmation={view()} labels={labels} testIds={testIds} busy={false} onEdit={onEdit} />);
    expect(screen.getByLabelText('Pay password').getAttribute('data-testid')).toBe('x-pay-password');
    expect(document.activeElement).toBe(screen.getByLabelText('Pay password'));
    expect(screen.queryByLabelText('Google code')).toBeNull();
    expect(screen.getByTestId('x-submit').getAttribute('type')).toBe('submit');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
  });

  it('hands typed digits to the field owner and asks for the Google code once it is on', () => {
    const confirmation = view({ googleEnabled: true });
    render(<ConfirmPay confirmation={confirmation} labels={labels} testIds={testIds} busy={false} />);
    fireEvent.change(screen.getByTestId('x-pay-password'), { target: { value: '12a34' } });
    expect(confirmation.fields.payPassword.onChange).toHaveBeenCalledWith('1234');
    fireEvent.change(screen.getByTestId('x-google-code'), { target: { value: '654321' } });
    expect(confirmation.fields.googleCode.onChange).toHaveBeenCalledWith('654321');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows each problem in its place: on the pay password, the Google code, or the form', () => {
    const { rerender } = render(
      <ConfirmPay confirmation={view({ problem: { text: 'Wrong pay password', locked: false, field: 'payPassword' } })} labels={labels} testIds={testIds} busy={false} />,
    );
    expect(screen.getByText('Wrong pay password')).toBeTruthy();
    expect(screen.getByTestId('x-pay-password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('x-problem')).toBeNull();

    rerender(<ConfirmPay confirmation={view({ googleEnabled: true, problem: { text: 'Code wrong', locked: false, field: 'google' } })} labels={labels} testIds={testIds} busy={false} />);
    expect(screen.getByTestId('x-google-code').getAttribute('aria-invalid')).toBe('true');

    rerender(<ConfirmPay confirmation={view({ problem: { text: 'Failed', locked: false, field: 'form' } })} labels={labels} testIds={testIds} busy={false} />);
    expect(screen.getByTestId('x-problem').textContent).toContain('Failed');
    expect(screen.getByTestId('x-problem').getAttribute('role')).toBe('alert');

    rerender(<ConfirmPay confirmation={view({ problem: { text: 'Too far', locked: false, field: 'amount' } })} labels={labels} testIds={testIds} busy={false} />);
    expect(screen.queryByText('Too far')).toBeNull();
  });

  it('offers the reset by SMS code when the pay password is locked', () => {
    render(<ConfirmPay confirmation={view({ problem: { text: 'Locked for 3 hours', locked: true, field: 'payPassword' } })} labels={labels} testIds={testIds} busy={false} />);
    const notice = screen.getByTestId('pay-password-problem');
    expect(notice.textContent).toContain('Locked for 3 hours');
    expect(screen.getByRole('link', { name: 'kit.confirmPay.lockedReset' }).getAttribute('href')).toContain('/forgetPayPass');
    expect(screen.getByTestId('x-pay-password').hasAttribute('aria-invalid')).toBe(false);
  });

  it('holds both buttons while busy, and the submit alone when the screen closes it', () => {
    const { rerender } = render(<ConfirmPay confirmation={view()} labels={labels} testIds={testIds} busy onEdit={jest.fn()} />);
    expect((screen.getByTestId('x-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<ConfirmPay confirmation={view()} labels={labels} testIds={testIds} busy={false} disabled onEdit={jest.fn()} />);
    expect((screen.getByTestId('x-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('leaves the focus alone on a form where the pay password is not the first field', () => {
    render(<ConfirmPay confirmation={view()} labels={labels} testIds={testIds} busy={false} autoFocus={false} />);
    expect(document.activeElement).not.toBe(screen.getByLabelText('Pay password'));
  });
});
