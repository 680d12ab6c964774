'use client';

import { NavBar } from '@/components/kit/NavBar';
import { OptionList } from '@/components/kit/OptionList';

type Option<T> = { value: T; label: React.ReactNode; hint?: React.ReactNode; lang?: string };

/** A settings page that is one choice (language, font size, colour option), with an optional preview. */
export function ChoiceScreen<T extends string | number>({
  title,
  name,
  value,
  onChange,
  options,
  before,
  after,
}: {
  title: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly Option<T>[];
  before?: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <main className="screen">
      <NavBar title={title} fallback="/index/mypage" />
      {before}
      <OptionList<T> name={name} label={title} value={value} onChange={onChange} options={options} />
      {after}
    </main>
  );
}
