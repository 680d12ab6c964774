import { render, screen } from '@testing-library/react';

jest.mock('next-intl', () => ({ useLocale: () => 'ar', useTranslations: () => (key: string) => key }));

const { PhoneField } = jest.requireActual<typeof import('./PhoneField')>('./PhoneField');

describe('PhoneField in Arabic', () => {
  it('isolates each calling code as a left-to-right run, so "+86" never shows as "86+"', () => {
    render(<PhoneField value={{ region: 'CN', national: '' }} onChange={jest.fn()} />);
    const china = screen.getAllByRole('option').find((o) => (o as HTMLOptionElement).value === 'CN');
    expect(china?.textContent).toMatch(/\u2066\+86\u2069$/);
  });
});
