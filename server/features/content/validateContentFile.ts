import { contentFile, contentFileItem, type ContentFileItem } from '../../../features/content/contract/content';
import { imageProblem } from '../../../features/content/logic/imageProblem';
import { linkProblem, type LinkOptions } from '../../../features/content/logic/linkProblem';
import { parseBody } from '../../../features/content/logic/parseBody';
import type { BodyBlock } from '../../../features/content/contract/contentBlocks';
import type { ContentRow } from './contentRow';

/** One thing wrong with a content file: where (item index, its id when readable, the field) and what. */
export type ContentProblem = { index: number | null; id: string | null; field: string; message: string };

/**
 * Checks a parsed content file (docs/operator/content.md) and turns its items into rows:
 * every field's shape, each link and image (linkProblem, imageProblem), each news body (parseBody:
 * no HTML, no script links), ids unique, `until` after `publishAt`. Returns every problem, not just
 * the first; rows only when there is none.
 *
 * @example validateContentFile(JSON.parse(text), { allowLocalHttp: false }) // { rows: [...], problems: [] }
 */
export function validateContentFile(input: unknown, options: LinkOptions = {}): { rows: ContentRow[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const file = contentFile.safeParse(input);
  if (!file.success) {
    return { rows: [], problems: file.error.issues.map((issue) => ({ index: null, id: null, field: issue.path.join('.') || '(file)', message: issue.message })) };
  }
  const rows: ContentRow[] = [];
  const seen = new Set<string>();
  file.data.items.forEach((raw, index) => {
    const id = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : null;
    const add = (field: string, message: string) => problems.push({ index, id, field, message });
    if (id !== null && seen.has(id)) add('id', 'is used by an earlier item of this file');
    if (id !== null) seen.add(id);
    // Links, pictures and the body are checked even when other fields are wrong, so one run names every problem.
    const blocks = checkFields(typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}, add, options);
    const parsed = contentFileItem.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path.join('.') || '(item)', issue.message);
      return;
    }
    rows.push(toRow(parsed.data, blocks, add));
  });
  return { rows: problems.length === 0 ? rows : [], problems };
}

/** The checks zod cannot make: each link and picture (linkProblem, imageProblem) and a news body (parseBody), whose blocks it returns. */
function checkFields(item: Record<string, unknown>, add: (field: string, message: string) => void, options: LinkOptions): BodyBlock[] {
  const check = (field: string, value: unknown, problemOf: (value: string, options: LinkOptions) => string | null) => {
    const problem = typeof value === 'string' ? problemOf(value.trim(), options) : null;
    if (problem) add(field, problem);
  };
  for (const field of ['cover', 'icon', 'image']) check(field, item[field], imageProblem);
  for (const field of ['url', 'link']) check(field, item[field], linkProblem);
  const source = item.source;
  if (typeof source === 'object' && source !== null) check('source.url', (source as Record<string, unknown>).url, linkProblem);
  if (item.kind !== 'news' || typeof item.body !== 'string') return [];
  const body = parseBody(item.body, options);
  for (const problem of body.problems) add('body', problem);
  if (body.blocks.length === 0) add('body', 'must not be empty');
  return body.blocks;
}

function toRow(item: ContentFileItem, blocks: BodyBlock[], add: (field: string, message: string) => void): ContentRow {
  const base = {
    id: item.id,
    kind: item.kind,
    locale: item.locale,
    publishAt: new Date(item.publishAt),
    until: null,
    pinned: false,
    popular: false,
    order: 0,
    category: null,
    withdrawn: item.withdrawn === true,
  };
  switch (item.kind) {
    case 'news':
      return {
        ...base,
        pinned: item.pinned === true,
        doc: {
          id: item.id,
          locale: item.locale,
          title: item.title,
          summary: item.summary ?? null,
          cover: item.cover ?? null,
          source: item.source ? { name: item.source.name, url: item.source.url ?? null } : null,
          publishAt: base.publishAt.toISOString(),
          pinned: item.pinned === true,
          body: blocks,
        },
      };
    case 'discover':
      return {
        ...base,
        popular: item.popular === true,
        order: item.order ?? 0,
        category: item.category,
        doc: { id: item.id, name: item.name, icon: item.icon, url: item.url, description: item.description, category: item.category, popular: item.popular === true, categoryName: item.categoryName ?? item.category },
      };
    case 'banner': {
      const until = item.until ? new Date(item.until) : null;
      if (until && until <= base.publishAt) add('until', 'must be after publishAt');
      return { ...base, until, order: item.order ?? 0, doc: { id: item.id, image: item.image, title: item.title, link: item.link ?? null } };
    }
  }
}
