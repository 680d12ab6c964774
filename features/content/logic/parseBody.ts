import type { BodyBlock, TextSpan } from '../contract/contentBlocks';
import { linkProblem, type LinkOptions } from './linkProblem';

type Marks = { bold?: true; italic?: true; href?: string };

const HTML_TAG = /<\/?[A-Za-z!?][^>]*>/;
const LIST_ITEM = /^\s*(?:([-*+])|(\d{1,3})[.)])\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*)$/;

/**
 * Parses a news body written in a small Markdown subset into typed blocks: paragraphs (lines
 * separated by a blank line), headings (`#`, `##` → level 2; `###` and deeper → 3), lists (`- `,
 * `* `, `1. `), and inside them **bold**, *italic* / _italic_, [links](https://…) and `\` escapes.
 * Anything else is refused with a problem naming it: HTML tags, images (`![…](…)`), links that are
 * not https: or an in-app path (linkProblem.ts), links inside links. The result holds only text
 * and marks, never markup.
 *
 * @example parseBody('Hello **world**').blocks // [{ type: 'paragraph', spans: [{ text: 'Hello ' }, { text: 'world', bold: true }] }]
 */
export function parseBody(source: string, options: LinkOptions = {}): { blocks: BodyBlock[]; problems: string[] } {
  const problems: string[] = [];
  const tag = HTML_TAG.exec(source);
  if (tag) problems.push(`HTML is not allowed (found ${JSON.stringify(tag[0].slice(0, 40))}); write Markdown`);
  if (/!\[[^\]]*\]\(/.test(source)) problems.push('images are not allowed in a body; use the cover');

  const blocks: BodyBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: TextSpan[][] } | null = null;
  const inline = (text: string) => parseInline(text, {}, options, problems);
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', spans: inline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ type: 'list', ...list });
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1].length <= 2 ? 2 : 3, spans: inline(heading[2].trim()) });
      continue;
    }
    const item = LIST_ITEM.exec(raw);
    if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(inline(item[3].trim()));
      continue;
    }
    if (list) {
      // A line under a list item continues that item.
      const items = list.items;
      items[items.length - 1] = [...items[items.length - 1], ...inline(` ${line}`)];
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return { blocks: blocks.map(mergeBlock), problems };
}

function parseInline(text: string, marks: Marks, options: LinkOptions, problems: string[]): TextSpan[] {
  const spans: TextSpan[] = [];
  let plain = '';
  const push = (span: TextSpan) => {
    if (plain) spans.push({ text: plain, ...marks });
    plain = '';
    spans.push(span);
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '[') {
      const close = findClosing(text, i + 1, ']');
      if (close > 0 && text[close + 1] === '(') {
        const end = text.indexOf(')', close + 2);
        if (end > 0) {
          const href = text.slice(close + 2, end).trim();
          const problem = linkProblem(href, options);
          if (marks.href) problems.push(`a link must not contain another link (${JSON.stringify(href.slice(0, 60))})`);
          else if (problem) problems.push(`link ${JSON.stringify(href.slice(0, 60))}: ${problem}`);
          else for (const span of parseInline(text.slice(i + 1, close), { ...marks, href }, options, problems)) push(span);
          i = end + 1;
          continue;
        }
      }
    }
    const delimiter = text.startsWith('**', i) ? '**' : c === '*' || c === '_' ? c : null;
    if (delimiter) {
      const close = findClosing(text, i + delimiter.length, delimiter);
      if (close > i + delimiter.length) {
        const inner = delimiter === '**' ? { ...marks, bold: true as const } : { ...marks, italic: true as const };
        for (const span of parseInline(text.slice(i + delimiter.length, close), inner, options, problems)) push(span);
        i = close + delimiter.length;
        continue;
      }
    }
    plain += c;
    i += 1;
  }
  if (plain) spans.push({ text: plain, ...marks });
  return spans;
}

/** The index of `token` from `from` on, skipping escaped characters; -1 when absent. */
function findClosing(text: string, from: number, token: string): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') {
      i += 1;
      continue;
    }
    if (text.startsWith(token, i) && !(token === '*' && text[i + 1] === '*')) return i;
  }
  return -1;
}

/** Adjacent spans with the same marks become one. */
function mergeSpans(spans: TextSpan[]): TextSpan[] {
  const merged: TextSpan[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && last.bold === span.bold && last.italic === span.italic && last.href === span.href) merged[merged.length - 1] = { ...last, text: last.text + span.text };
    else merged.push(span);
  }
  return merged;
}

function mergeBlock(block: BodyBlock): BodyBlock {
  if (block.type === 'list') return { ...block, items: block.items.map(mergeSpans) };
  return { ...block, spans: mergeSpans(block.spans) };
}
