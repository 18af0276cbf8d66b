/**
 * Every user-facing message of docs/product.md §5 (validation) and §8 (toasts), word for word.
 */

/** docs/product.md §5 validation message builders. */
export const validation = {
  required: (field: string) => `${field} is required`,
  email: 'Email should be a valid email address',
  match: (field: string, other: string) => `${field} must match ${other}`,
  minLength: (field: string, n: number) => `${field} must be at least ${n} characters`,
  country: 'Country is required',
  gender: 'Please choose your gender',
  catGender: 'Please choose your cat gender',
  deathDate: 'Please select death date',
  /** Not in the spec: a death date before the (known part of the) birth date. */
  deathBeforeBirth: 'Date of death cannot be before the date of birth',
  /** Not in the spec: a length cap so nobody stores a novel as a first name. */
  maxLength: (field: string, n: number) => `${field} must be at most ${n} characters`,
} as const;

/** docs/product.md §8 success toasts. */
export const success = {
  accountCreated: 'Your account created successfully',
  loggedIn: 'You successfully logged in',
  photoUploaded: 'Photo uploaded successfully',
  friendRequestSent: 'Your friend request sent.',
  becameFriends: 'You became friends successfully.',
  profileSaved: 'Your profile saved successfully',
  passwordChanged: 'Your password changed successfully',
  emailSent: 'An email sent to your email address. Please check your mailbox.',
  contactReceived: 'We have received your message and would like to thank you for writing to us.',
  validationSent: 'A validation link sent to your email address. Please check your mailbox.',
  accountValidated: 'Your account validated successfully',
  photoDeleted: 'Photo deleted successfully',
  catSaved: 'Your cat saved successfully',
  /** Not in the spec: DELETE /cats/{id} (README "Trust and safety", deleting a cat). */
  catDeleted: 'Your cat deleted successfully',
  youtubeAdded: 'Youtube video added successfully',
  diaryAdded: 'Cat diary added successfully',
  fileChanged: 'Photo/Video uploaded/deleted successfully',
  catShareAdded: 'CatShare added successfully',
  diaryEdited: 'Cat Diary edited successfully',
  catShareEdited: 'Cat Share edited successfully',
  diaryDeleted: 'Cat Diary deleted successfully',
  catShareDeleted: 'Cat Share deleted successfully',
  /** DELETE /feeds/{id}/cats/{catId}: a cat taken out of a post (README "CatShare"). */
  catRemovedFromPost: 'The cat was removed from this post',
  commentEdited: 'Comment edited successfully',
  commentDeleted: 'Comment deleted successfully',
  /** Not in the spec: ending a relation (DELETE /users/{id}/relations), by the state it ended. */
  /** Saved posts (README "Find cats like yours"): PUT and DELETE /feeds/{id}/save. */
  postSaved: 'Post saved. Find it in Saved.',
  postUnsaved: 'Post removed from Saved.',
  /** The composer's "Discard draft". */
  draftDiscarded: 'Draft discarded.',
  requestWithdrawn: 'Your request was withdrawn.',
  requestDeclined: 'The request was declined.',
  disconnected: 'You are no longer connected.',
} as const;

/** docs/product.md §8 error toasts. */
export const failure = {
  resetLinkInvalid:
    "This link isn't valid anymore. Please go to the login page and click the 'forget password' link again.",
  emailThrottled: 'You should wait 10 minutes to send another email.',
  contactThrottled: 'You should wait 10 minutes to send another message.',
  photoUpload: 'Problem occured during photo upload.',
  fileUpload: 'Problem occured during file upload.',
  fileDeletion: 'Problem occured during file deletion.',
  friendRequestWaiting: 'Friend request waiting approvement.',
  approve: 'Problem occured during adding blog.',
  addBlog: 'Problem occured during adding blog.',
  addCatShare: 'Problem occured during adding CatShare.',
  editing: 'Problem occured during editing.',
  deletion: 'Problem occured during deletion.',
  like: 'Problem occured during adding like.',
  comment: 'Problem occured during adding comment.',
  /** Not in the spec: saving a post or taking it out of Saved failed (README "Find cats like yours"). */
  saving: 'Problem occured during saving.',
} as const;

/** The unverified-account banner (docs/product.md §1); the last words are the resend link. */
export const verificationBanner = {
  text: 'Please check your email account for a verification message and click on the verification link to activate your account. If you did not receive the verification message, please click ',
  link: 'here',
  after: ' for a resend.',
} as const;

/**
 * Server messages the spec leaves to us ("the server's error message is shown", docs/product.md §8).
 * Kept here so web tests and API tests agree on the wording.
 */
export const serverMessages = {
  emailTaken: 'This email address is already registered',
  invalidCredentials: 'Email or password is incorrect',
  validationLinkInvalid: 'This validation link is not valid anymore',
  alreadyValidated: 'Your account is already validated',
  unauthorized: 'Please log in to continue',
  /** A call without a valid App Check token while the API enforces App Check (README "Production switches"). */
  appCheck: 'CatRep could not verify this app. Please reload the page and try again.',
  guest: 'This function is disabled for the guest user',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  unknownCountry: 'Country is required',
  internal: 'Something went wrong. Please try again.',
  /** A body that is not JSON (or too large) however it reached the API. */
  invalidBody: 'The request body is not valid',
  connectSelf: 'You cannot connect with yourself',
  alreadyConnected: 'You are already connected',
  notRelated: 'You are not connected with this CatRep, and no request is waiting',
  userNotFound: 'This CatRep does not exist',
  /** docs/product.md §1 CatAlog: direct video upload is said to be temporarily limited. */
  videoUploadLimited: 'Direct video upload is temporarily limited. Please add your video as a Youtube link.',
  /** PUT /cats/{id} without a death date for a cat in Catchies: passing away is not undone. */
  staysInCatchies: 'A cat that passed away stays in Catchies',
  /** An edit that other edits of the same thing kept overtaking (409): try again. */
  editOvertaken: 'This was changed elsewhere at the same moment. Please try again.',
  catMismatch: 'catId does not match the cat of the address',
  /** docs/product.md §6: adding comments is not offered on diary items. */
  noDiaryComments: 'Comments are not offered on diary entries',
  /** A diary item is edited and deleted in its CatBlog, not through /feeds. */
  diaryItemInCatBlog: 'Diary entries are edited and deleted in their CatBlog',
  /** POST /feeds/{id}/files past MAX_POST_PHOTOS (model feeds.ts). */
  tooManyPostPhotos: 'A post holds up to 10 photos',
  /** Photos go on photo posts only. */
  photosOnPhotoPosts: 'Only photo posts take photos',
  /** A post whose message holds more than MAX_POST_TAGS hashtags (model tags.ts). */
  tooManyTags: 'A post may hold up to 10 hashtags',
  /** A hashtag in an address that is none (model tags.ts `normaliseTag`). */
  notATag: 'This is not a hashtag',
  /** GET /cats without userId, breed or country. */
  catListFilter: 'userId, breed or country is required',
  /** A post naming more than MAX_POST_CATS cats. */
  tooManyPostCats: 'A post may name up to 10 cats',
  /** "Who is in it?" naming a cat that is neither the author's nor a connected CatRep's living cat. */
  catNotNameable: 'You can name your own cats and the cats of CatReps you are connected with',
  /** PUT /feeds/{id} `photos` that are not the post's photos, each once. */
  photosMismatch: "Photos should list each of the post's photos once",
  /** An account made without `POST /users`: it has no CatRep profile to act as. */
  noProfile: 'This account has no CatRep profile. Please register to continue.',
  /** The login throttle (README "Security"); `wait` is e.g. '30 seconds' or '4 minutes'. */
  loginThrottled: (wait: string) => `Too many failed logins. Please wait ${wait} and try again.`,
  /** A per-CatRep quota on a costly write (README "Security"), e.g. quotaReached('30 posts an hour'). */
  quotaReached: (limit: string) => `You have reached the limit of ${limit}. Please try again later.`,
} as const;

/** docs/product.md §2 empty texts of CatAlog, word for word (shown to the album's owner). */
export const albumEmpty = {
  photo: {
    title: "You didn't upload any photo yet.",
    hint: 'Please click Add Photo button to start adding new photos.',
  },
  youtube: {
    title: "You didn't add any Youtube video yet.",
    hint: 'Please click Add Youtube button to add new video.',
  },
} as const;
