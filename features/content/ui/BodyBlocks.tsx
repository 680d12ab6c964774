import { AppLink } from '@/components/kit/AppLink';
import type { BodyBlock, TextSpan } from '@/features/content/contract/contentBlocks';
import { isExternalLink } from '@/features/content/logic/linkProblem';

/**
 * A news body as React elements: the server's typed blocks (contentBlocks.ts) mapped to headings,
 * paragraphs and lists of text runs. Text is always text (React escapes it); no HTML string is
 * ever inserted. Links leave the app in a new tab without opener or referrer; in-app paths
 * navigate inside it.
 */
export function BodyBlocks({ blocks, className }: { blocks: readonly BodyBlock[]; className?: string }) {
  return (
    <div className={className} data-testid="article-body">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? <h2 key={index}>{spans(block.spans)}</h2> : <h3 key={index}>{spans(block.spans)}</h3>;
          case 'list': {
            const items = block.items.map((item, i) => <li key={i}>{spans(item)}</li>);
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
          default:
            return <p key={index}>{spans(block.spans)}</p>;
        }
      })}
    </div>
  );
}

function spans(list: readonly TextSpan[]) {
  return list.map((span, index) => <Span key={index} span={span} />);
}

function Span({ span }: { span: TextSpan }) {
  let node: React.ReactNode = span.text;
  if (span.italic) node = <em>{node}</em>;
  if (span.bold) node = <strong>{node}</strong>;
  if (!span.href) return node;
  if (!isExternalLink(span.href)) return <AppLink href={span.href}>{node}</AppLink>;
  // Only https: reaches here (the server refuses other schemes); checked again so a bad answer cannot make a script link.
  if (!/^https?:\/\//i.test(span.href)) return node;
  return (
    <a href={span.href} target="_blank" rel="noopener noreferrer">
      {node}
    </a>
  );
}
