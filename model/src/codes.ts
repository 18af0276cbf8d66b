/**
 * The spec's codes and business constants (docs/product.md §3, §6, §9), shared by web and functions.
 */

/** Diary visibility (docs/product.md §3): 1 everyone, 2 my CatReps, 3 only me. */
export const DiaryVisibility = { everyone: 1, myCatReps: 2, onlyMe: 3 } as const;
export type DiaryVisibility = (typeof DiaryVisibility)[keyof typeof DiaryVisibility];

/** File type (docs/product.md §3): 1 photo, 2 video. */
export const FileType = { photo: 1, video: 2 } as const;

/**
 * Search result type (docs/product.md §3): 1 CatRep, 2 cat; the header search adds 3 breed and
 * 4 hashtag (README "Find cats like yours").
 */
export const SearchResultType = { catRep: 1, cat: 2, breed: 3, tag: 4 } as const;

/** Cats a page of a breed's or a place's list (`GET /cats?breed=`, `?country=&city=`). */
export const CAT_LIST_PAGE_SIZE = 20;

/** Diary entry type (docs/product.md §3). */
export const DIARY_ENTRY_TYPE = 1;

/**
 * The fixed guest token (docs/product.md §6, §9). The REST API accepts it in X-Authorization for read-only
 * calls; in the browser the guest is an anonymous Firebase user.
 */
export const GUEST_TOKEN = 'catrep-guest';

/** Account status (docs/product.md §3): 0 unverified, 1 verified. */
export const AccountStatus = { unverified: 0, verified: 1 } as const;

/** Whether a profile's `status` says its CatRep verified their email (1); unset is not verified. */
export const isVerifiedStatus = (status: number | null | undefined): boolean =>
  status === AccountStatus.verified;

/** The special user id whose location line is hidden in the profile header (docs/product.md §6). */
export const HIDDEN_LOCATION_USER_ID = '51';

/** docs/product.md §9 constants. */
export const USER_PAGE_SIZE = 50;
export const USER_SEARCH_LIMIT = 10;
export const PASSWORD_MIN_LENGTH = 3;
export const YEARS_BACK = 100;
export const MAX_SHOWN_ERRORS = 3;
export const THROTTLE_MINUTES = 10;
export const THROTTLE_MS = THROTTLE_MINUTES * 60 * 1000;
export const MINIMUM_AGE = 13;
export const FIXED_BANNER_SCROLL_PX = 250;
export const TOOLTIP_DELAY_MS = 1000;
/** The intro-shown cookie (docs/product.md §9): its name and lifetime in days. */
export const INTRO_COOKIE = 'catrep_intro_shown';
export const INTRO_COOKIE_DAYS = 3650;

/** Largest accepted upload, in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Longest free-text field we store, in characters (names, cities, breeds). */
export const MAX_NAME_LENGTH = 60;
export const MAX_TEXT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;
