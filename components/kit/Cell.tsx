import { IconChevronRight } from '@tabler/icons-react';
import { AppLink } from './AppLink';

/** A list row: a label, an optional value on the far side, and a chevron when it links somewhere. */
export function Cell({ label, value, href, onClick }: { label: string; value?: React.ReactNode; href?: string; onClick?: () => void }) {
  const content = (
    <>
      <span className="cell-label">{label}</span>
      {value !== undefined && <span className="cell-value">{value}</span>}
      {(href || onClick) && <IconChevronRight aria-hidden="true" className="icon icon-flip-rtl chevron-end" />}
    </>
  );
  if (href) {
    return (
      <AppLink className="cell" href={href}>
        {content}
      </AppLink>
    );
  }
  if (onClick) {
    return (
      <button type="button" className="cell" onClick={onClick}>
        {content}
      </button>
    );
  }
  return <div className="cell">{content}</div>;
}
