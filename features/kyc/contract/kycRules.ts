/**
 * Rules and fixed facts of identity verification (KYC; SPEC §3, §4, §5, §6, §9) as plain
 * data, so a screen checks a field as the user types without a schema library and the server
 * enforces the same rules.
 */

/** KYC levels (SPEC §4: up to 3), separate from the security level. 0 = not verified. */
export const KYC_LEVELS = [1, 2, 3] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

/**
 * What each level asks for (our choice, stated on /levelThreeApply and in docs/design/kyc.md). Each level
 * includes the ones below it.
 * - 1: who you are: country of residence, first name, surname, birth date, ID type and number;
 * - 2: the ID document itself: photos of its front and back;
 * - 3: investor profile: address with a proof of address, a proof of assets, the investor
 *   questionnaire, a signature drawn on screen and a phone number.
 */
export const LEVEL_FIELDS = {
  1: ['country', 'firstName', 'surname', 'birthDate', 'idType', 'idNumber'],
  2: ['idFront', 'idBack'],
  3: ['address', 'addressProof', 'assetProof', 'questionnaire', 'signature', 'phone'],
} as const satisfies Record<KycLevel, readonly string[]>;

/** An application's state (SPEC §4 review): none yet, waiting for review, approved, rejected with a reason. */
export const KYC_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycState = (typeof KYC_STATES)[number];

/** Persons under 18 are refused (SPEC §1, §9), counted from the birth date on the server's UTC day. */
export const KYC_MIN_AGE = 18;
/** KYC needs a USDT balance of at least 3 (SPEC §5, §9), in USDT units. */
export const KYC_MIN_USDT = '3';
/** Investor qualification (SPEC §6, §9): a portfolio of 20,000 USD or total assets of 2 million USD. */
export const INVESTOR_PORTFOLIO_USD = 20_000;
export const INVESTOR_TOTAL_ASSETS_USD = 2_000_000;
/** What the level-3 review found the investor qualified by. */
export const QUALIFIED_BASES = ['portfolio', 'totalAssets'] as const;
export type QualifiedBasis = (typeof QUALIFIED_BASES)[number];

/**
 * Countries whose residents are refused by default: those under United Nations or Australian
 * sanctions that the service agreement names (features/help/content: "excluded persons and residents
 * of sanctioned countries"). The operator sets the list with KYC_REFUSED_COUNTRIES; the screens
 * publish the list in force.
 */
export const DEFAULT_REFUSED_COUNTRIES = ['KP', 'IR', 'SY', 'RU', 'MM'] as const;

/** ISO 3166-1 alpha-2 codes a country of residence may be (names from Intl.DisplayNames). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The ID-type groups SPEC §2 names: America, mainland China, Hong Kong/Macao/Taiwan, South Korea, Japan, Singapore, other. */
export const ID_GROUPS = ['america', 'mainlandChina', 'hkMacaoTaiwan', 'southKorea', 'japan', 'singapore', 'other'] as const;
export type IdGroup = (typeof ID_GROUPS)[number];

/** Which documents each group accepts (message keys `kyc.idTypes.<type>`). */
export const ID_TYPES_BY_GROUP = {
  america: ['passport', 'driversLicence', 'stateId'],
  mainlandChina: ['residentIdCard', 'passport'],
  hkMacaoTaiwan: ['permanentIdCard', 'homeReturnPermit', 'passport'],
  southKorea: ['residentRegistrationCard', 'driversLicence', 'passport'],
  japan: ['myNumberCard', 'residenceCard', 'driversLicence', 'passport'],
  singapore: ['nric', 'fin', 'passport'],
  other: ['passport', 'nationalId', 'driversLicence'],
} as const satisfies Record<IdGroup, readonly string[]>;
export type IdType = (typeof ID_TYPES_BY_GROUP)[IdGroup][number];
export const ID_TYPES: readonly IdType[] = [...new Set(Object.values(ID_TYPES_BY_GROUP).flat())];

/**
 * The ID-type group of a country of residence.
 *
 * @example idGroupOf('MO') // 'hkMacaoTaiwan'
 */
export function idGroupOf(country: string): IdGroup {
  switch (country) {
    case 'US':
      return 'america';
    case 'CN':
      return 'mainlandChina';
    case 'HK':
    case 'MO':
    case 'TW':
      return 'hkMacaoTaiwan';
    case 'KR':
      return 'southKorea';
    case 'JP':
      return 'japan';
    case 'SG':
      return 'singapore';
    default:
      return 'other';
  }
}

/** An ID number: 4 to 32 letters, digits, spaces or dashes (what the documents above print). */
export const ID_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,30}[A-Za-z0-9]$/;
/** Names: 1 to 50 characters with a letter of some script (lib/contract/textRules.ts NAME_LETTER); address: 5 to 200. */
export const NAME_MAX = 50;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 200;
/** Birth date as the form sends it (YYYY-MM-DD). */
export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The investor questionnaire (SPEC §3). */
export const EXPERIENCE_KINDS = ['securities', 'futures', 'placement', 'other'] as const;
export const RISK_TOLERANCES = ['high', 'medium', 'low'] as const;
export const INVESTMENT_TERMS = ['over3Years', 'oneToThreeYears', 'under1Year'] as const;
/** Whole US dollars as a decimal string (net asset, average volume): at most 15 digits. */
export const USD_WHOLE_PATTERN = /^(0|[1-9]\d{0,14})$/;

/**
 * Uploads (documents, the signature, feedback screenshots): JPEG, PNG or PDF, sniffed from the
 * bytes; at most 10 MB each and UPLOADS_PER_USER in all per account (every upload counts, kept or
 * replaced), so one account cannot fill the disk.
 */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** An upload's file name: at most 255 characters (what file systems keep); a longer one is refused, not cut. */
export const UPLOAD_NAME_MAX = 255;
/** The multipart field an upload's file comes in. */
export const UPLOAD_FIELD = 'file';
export const UPLOADS_PER_USER = 40;
/** What a file is for; a file is used only for its purpose. */
export const FILE_PURPOSES = ['idFront', 'idBack', 'addressProof', 'assetProof', 'signature', 'screenshot'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
/** An upload's id as the API gives it: 22 base64url characters (128 random bits). */
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** How long a document link stays valid (owner and reviewer). */
export const FILE_LINK_SECONDS = 300;

/** Feedback (one of the two forms beside KYC): category, text, an optional screenshot. */
export const FEEDBACK_CATEGORIES = ['bug', 'account', 'transfer', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_TEXT_MIN = 10;
export const FEEDBACK_TEXT_MAX = 2000;
/** Stock pre-purchase application: quantity of shares (whole), the amount meant (whole USD, at least 1), note. */
export const STOCK_AMOUNT_USD_PATTERN = /^[1-9]\d{0,14}$/;
export const STOCK_QUANTITY_MAX = 1_000_000;
export const STOCK_NOTE_MAX = 500;
export const REVIEW_REASON_MAX = 300;
