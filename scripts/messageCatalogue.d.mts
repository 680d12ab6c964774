/** Types of scripts/messageCatalogue.mjs (plain Node, so the pre-steps run before any compiler). */
export type Tree = { [key: string]: string | Tree };
export type Source = { name: string; dir: string };

export declare const SHARED_DIR: string;
export declare const FEATURES_DIR: string;
export declare const OUTPUT_DIR: string;
export declare const SOURCE_LOCALE: string;
export declare const SHARED_NAMESPACES: string[];

export declare class MessageCatalogueError extends Error {
  problems: string[];
  constructor(problems: string[]);
}

export declare function listSources(root: string): Source[];
export declare function listLocales(root: string): string[];
export declare function mergeCatalogues(root: string): {
  locales: string[];
  sources: (Source & { files: Record<string, Tree> })[];
  catalogues: Record<string, Tree>;
};
export declare function buildCatalogues(root: string): { locales: string[]; written: string[] };
export declare function absorbCatalogue(
  root: string,
  locale: string,
  incoming: unknown,
  options?: { base?: unknown; owners?: Record<string, string> },
): { file: string; added: string[]; updated: string[] }[];
export declare function readLegacyFromGit(root: string, ref: string, baseRef?: string): { locale: string; incoming: Tree; base: Tree | undefined }[];
