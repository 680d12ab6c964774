/**
 * A news body as the server serves it: a tree of typed blocks parsed from the operator's Markdown
 * subset (features/content/logic/parseBody.ts), rendered by the client as React elements. No HTML
 * string travels: nothing here can reach `dangerouslySetInnerHTML`.
 */

/** A run of text with its marks; `href` (https:, or an in-app path starting with `/`) makes it a link. */
export type TextSpan = { text: string; bold?: true; italic?: true; href?: string };

export type BodyBlock =
  | { type: 'paragraph'; spans: TextSpan[] }
  | { type: 'heading'; level: 2 | 3; spans: TextSpan[] }
  | { type: 'list'; ordered: boolean; items: TextSpan[][] };
