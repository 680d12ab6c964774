-- Operator content (issue 14): news, discover entries and home banners, published from a content
-- file by scripts/content.ts (README "Operator content"). One row per item; `doc` is the item as
-- the API serves it (a news body already parsed into blocks), the other columns are what queries
-- filter and order by. `sample` rows are the built-in development sample (server/content/sampleContent.ts),
-- served only while no real row exists and never in production; publishing deletes them.
CREATE TABLE content_items (
  id           text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  kind         text NOT NULL CHECK (kind IN ('news', 'discover', 'banner')),
  locale       text NOT NULL CHECK (locale IN ('en', 'zh', 'fr', 'ar', 'el', 'in', 'ja', 'ko', 'ms', 'th', 'tr')),
  publish_at   timestamptz NOT NULL,
  until_at     timestamptz,
  pinned       boolean NOT NULL DEFAULT false,
  popular      boolean NOT NULL DEFAULT false,
  sort_order   integer NOT NULL DEFAULT 0,
  category     text,
  doc          jsonb NOT NULL,
  sample       boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  withdrawn_at timestamptz
);
CREATE INDEX content_items_news_idx ON content_items (locale, pinned DESC, publish_at DESC, id DESC) WHERE kind = 'news' AND withdrawn_at IS NULL;
CREATE INDEX content_items_kind_idx ON content_items (kind, locale) WHERE withdrawn_at IS NULL;
