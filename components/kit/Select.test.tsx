import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Select } from './Select';

const OPTIONS = [
  { value: '', label: 'All types' },
  { value: '1', label: 'Transfer out' },
  { value: '2', label: 'Transfer in' },
  { value: '3', label: 'Fee' },
] as const;

const IGNORE = () => {};

function Harness({ onChange = IGNORE }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string>('');
  return (
    <Select<string>
      label="Type"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      options={OPTIONS}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label that shows the choice and opens a listbox of options', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Type' });
    expect(box.textContent).toContain('All types');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All types', 'Transfer out', 'Transfer in', 'Fee']);
    expect(screen.getByRole('option', { name: 'All types' }).getAttribute('aria-selected')).toBe('true');
  });

  it('chooses with the keyboard: arrows move the active option, Enter picks it', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Type' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Transfer in' }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('2');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.textContent).toContain('Transfer in');
  });

  it('Escape closes without a change; End and a letter jump', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Type' });
    fireEvent.keyDown(box, { key: 'End' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Fee' }).id);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 't' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Transfer out' }).id);
    fireEvent.keyDown(box, { key: 't' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Transfer in' }).id);
  });

  it('a click on an option picks it', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(screen.getByRole('option', { name: 'Fee' }));
    expect(onChange).toHaveBeenCalledWith('3');
  });
});
