/**
 * The wallet record kinds the packages write: an exchange of a package, one record paying (out, in
 * points or the token) and one receiving (in, the package's coin), record type 3 (an exchange of one
 * coin for another). Titles: "recordTitles" in features/promotions/messages.
 */
export const PACKAGES_RECORD_KINDS = ['packageExchange'] as const;
