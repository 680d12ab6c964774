/** The environment as the server receives it (`process.env`, or a test's object). */
export type Env = Record<string, string | undefined>;

/** Reads one variable: its trimmed value, or null when unset or empty. */
export type SettingReader = (name: string) => string | null;

/**
 * One environment variable the server reads, declared by the feature that reads it. The
 * configuration reference (docs/configuration.md) is generated from these declarations.
 */
export type SettingDeclaration = {
  /** The variable, or a family of them such as `RPC_URL_<chainId>`. */
  name: string;
  /** The value used when the variable is unset, as an operator reads it; null: none (the thing is off or absent). */
  default: string | null;
  /** The values accepted, such as `5-120 s` or `http(s) URL`; null when the description says it. */
  range: string | null;
  /** What the variable does, for the operator. */
  description: string;
  /** A key, password or credential: kept out of logs, the client and the reference's examples. */
  secret: boolean;
};

/** A feature's settings under one heading of the configuration reference. */
export type SettingGroup = {
  title: string;
  /** Which process reads them, when it is not the API server (`npm start`). */
  readBy?: string;
  settings: readonly SettingDeclaration[];
};
