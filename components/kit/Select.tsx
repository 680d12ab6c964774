'use client';

import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';

export type SelectOption<T> = { value: T; label: string };

/**
 * A single choice from a short list, drawn in the app's own font and colours (a native `<select>`
 * opens the system's menu in the system's font). It is the ARIA "select-only combobox": a focusable
 * combobox that shows the choice and opens a listbox.
 *
 * Keys: ↓ ↑ Enter Space open it; in the list ↓ ↑ Home End move, a letter jumps to the next option
 * starting with it, Enter Space choose, Escape closes without a change, Tab closes.
 *
 * @example <Select label="Type" value={type} onChange={setType} options={[{ value: '', label: 'All' }]} />
 */
export function Select<T extends string | number>({
  label,
  value,
  onChange,
  options,
  testId,
  className,
  describedBy,
}: {
  /** The visible label above (or beside) the control; it names the combobox. */
  label: React.ReactNode;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  testId?: string;
  className?: string;
  describedBy?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const [active, setActive] = useState(selectedIndex);

  useEffect(() => {
    if (!open) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const show = (index: number) => {
    setActive(Math.min(Math.max(index, 0), options.length - 1));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onChange(option.value);
  };
  const jumpTo = (letter: string) => {
    const from = open ? active : selectedIndex;
    for (let step = 1; step <= options.length; step++) {
      const index = (from + step) % options.length;
      if (options[index].label.trim().toLocaleLowerCase().startsWith(letter.toLocaleLowerCase())) return show(index);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') show(selectedIndex);
      else if (key === 'Home') show(0);
      else if (key === 'End') show(options.length - 1);
      else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) jumpTo(key);
      else return;
      event.preventDefault();
      return;
    }
    if (key === 'ArrowDown') show(active + 1);
    else if (key === 'ArrowUp') show(event.altKey ? active : active - 1);
    else if (key === 'Home') show(0);
    else if (key === 'End') show(options.length - 1);
    else if (key === 'PageDown') show(active + 10);
    else if (key === 'PageUp') show(active - 10);
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') setOpen(false);
    else if (key === 'Tab') {
      setOpen(false);
      return;
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) jumpTo(key);
    else return;
    event.preventDefault();
  };

  return (
    <div className={className ? `select ${className}` : 'select'}>
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        className="field-input select-control"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        data-value={String(value)}
        onClick={() => (open ? setOpen(false) : show(selectedIndex))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span className="select-value">{options[selectedIndex]?.label}</span>
        <IconSelector className="select-arrow" aria-hidden="true" />
      </div>
      <div role="listbox" id={listId} className="select-list" aria-labelledby={labelId} hidden={!open}>
        {options.map((option, index) => (
          // Keys are handled on the combobox, which keeps focus and points here with aria-activedescendant (WAI-ARIA combobox pattern).
          // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={String(option.value)}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={index === active ? 'select-option select-option-active' : 'select-option'}
            // Keeps focus on the combobox, so the blur that closes the list does not come first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <span>{option.label}</span>
            {option.value === value && <IconCheck className="select-check" aria-hidden="true" />}
          </div>
        ))}
      </div>
    </div>
  );
}
