/** Texts the spec fixes word for word. */
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  loginPasswordMin: 'Password must be at least 6 characters',
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  registerPasswordMin: 'Password must be at least 8 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  businessNameRequired: 'Business name is required for businesses',
  termsRequired: 'You must accept the terms and conditions',
  // Not spec texts: the limits every field has (text-limits.ts), worded like the spec's minimums.
  passwordTooLong: tooLongMessage('Password', TEXT_LIMITS.password),
  nameTooLong: tooLongMessage('Name', TEXT_LIMITS.name),
  businessNameTooLong: tooLongMessage('Business name', TEXT_LIMITS.name),
  codeInvalid: 'Enter the 6-digit code',
} as const;

export const authMessages = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  sessionExpired: 'Session expired. Please log in again.',
  loggedOut: 'Logged out successfully',
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  welcomeNew: (name: string) => `Welcome to Shop Scanner, ${name}!`,
  invalidCredentials: 'Invalid credentials',
  emailTaken: 'An account with this email already exists. Sign in instead.',
} as const;

/**
 * A count with its noun, right for any number: '1 scan', '0 scans', '2 searches'. The spec writes
 * its texts with '{n} scans'; shown as they are, they would say '1 scans remaining'.
 */
export const countOf = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;

/** Products and scanning. */
export const productMessages = {
  invalidBarcode: 'Invalid barcode format. Please try again.',
  nameRequired: 'Product name is required',
  imageUrlInvalid: 'Image URL must be a valid URL',
  barcodeTaken: 'A product with this barcode is already in the database',
  nothingToUpdate: 'Change at least one field',
  addFailed: 'Failed to add product to database',
  updateFailed: 'Failed to update product',
  added: 'New product added to database',
  updated: 'Product updated successfully',
  notFound: 'Product Not Found',
  scanned: (code: string) => `Barcode scanned: ${code}`,
  scannedRemaining: (n: number) =>
    `Barcode scanned! ${countOf(n, 'scan', 'scans')} remaining this month`,
  /** Both of the above in the one toast a scan shows: the code, then what is left. */
  scannedWithRemaining: (code: string, n: number) =>
    `Barcode scanned: ${code}. ${countOf(n, 'scan', 'scans')} remaining this month`,
  searchErrorTitle: 'Search error',
  searchErrorFallback: 'An error occurred while searching.',
  searchNeedsInput: 'Enter a search term or choose a filter',
  searchTermTooShort: 'Search terms need at least 2 letters or digits',
  priceRangeOrder: 'Minimum price must not be above the maximum price',
  torchUnsupported: 'Torch not supported on this device',
  torchFailed: 'Failed to toggle torch',
} as const;

/** Usage limits. `{n}` is what remains this month (countOf words it). */
export const usageMessages = {
  scanLimit: (n: number) =>
    `Scan limit reached. You have ${countOf(n, 'scan', 'scans')} remaining this month. Upgrade to Premium for unlimited scans.`,
  scanLimitShort: 'Scan limit reached. Please upgrade your plan.',
  storeAnalysisLimit: (n: number) =>
    `Store analysis limit reached. You have ${countOf(n, 'analysis', 'analyses')} remaining this month. Upgrade to Premium for unlimited analyses.`,
  analysisLimitShort: 'Analysis limit reached. Please upgrade your plan.',
  crossPlatformLimit: (n: number) =>
    `Cross-platform search limit reached. You have ${countOf(n, 'search', 'searches')} remaining this month. Upgrade to Premium for unlimited searches.`,
  searchLimit: (n: number) =>
    `Search limit reached. You have ${countOf(n, 'search', 'searches')} remaining this month.`,
  searchLimitShort: 'Search limit reached. Please upgrade your plan.',
  comparisonLimit: (n: number) =>
    `Price comparison limit reached. You have ${countOf(n, 'comparison', 'comparisons')} remaining this month.`,
  comparisonLimitShort: 'Price comparison limit reached. Please upgrade your plan.',
  usageLimit: 'Usage limit reached or feature not available',
  signInToUpgrade: 'Please sign in to upgrade your plan.',
} as const;

/** Payments and billing. */
export const billingMessages = {
  downgradeFailed: 'Failed to downgrade plan.',
  initFailed: 'Failed to initialize payment. Please try again.',
  setupFailedTitle: 'Payment Setup Failed',
  unexpected: 'An unexpected error occurred.',
  processingFailed: 'Payment processing failed',
  processFailed: 'Failed to process payment',
  loadMethodsFailed: 'Failed to load payment methods.',
  deleteMethodFailed: 'Failed to delete payment method.',
  defaultMethodFailed: 'Failed to update default payment method.',
  loadInvoicesFailed: 'Failed to load billing history.',
  downloadFailed: 'Failed to download invoice.',
  cancelFailed: 'Failed to cancel subscription.',
  paymentFailedToast: 'Payment failed - please update your payment method',
  activated: (plan: string) => `Your ${plan} subscription is now active!`,
  // Not spec texts: the server's own refusals, kept here so both sides use one wording.
  alreadyOnPlan: 'You are already on this plan.',
  otherPaidPlan:
    'You already have a paid plan. To change it, cancel it on the Subscription page and choose the new plan when it ends.',
  amountMismatch: 'The amount does not match the price of this plan.',
  onlyPaymentMethod:
    'This is the only payment method of your active plan. Add another card before removing it.',
  noSubscription: 'You have no paid subscription to change.',
  notExpiring: 'Your subscription is not set to cancel.',
  webhookSignature: 'Webhook signature verification failed',
} as const;

/** Messages of the API's own errors (not named by the spec, kept in one place). */
export const apiMessages = {
  invalidInput: 'Invalid input',
  malformedJson: 'Request body is not valid JSON',
  unauthorized: 'Unauthorized',
  forbiddenAccountType: 'This area is for business accounts only',
  notFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
  unsupportedMediaType: 'Content-Type must be application/json',
  payloadTooLarge: 'Request body is larger than 1 MB',
  notImplemented: 'This endpoint is not available yet',
  internal: 'Internal Server Error',
  // The Idempotency-Key's rules (idempotency.ts): a key the server cannot keep, a key sent again
  // with other details, and a key whose first request still runs.
  idempotencyKeyInvalid: (min: number, max: number) =>
    `Idempotency-Key must be ${min} to ${max} letters, digits, '-' or '_'`,
  idempotencyKeyReused: 'This request was already sent with different details',
  idempotencyKeyInUse: 'This request is still being processed. Please try again in a moment.',
} as const;

/** Toast durations in ms: 4 s default, success 3 s, error 5 s. */
export const toastDurations = { default: 4000, success: 3000, error: 5000 } as const;

/** Session expiry check interval: every 300 seconds. */
export const SESSION_CHECK_INTERVAL_MS = 300_000;
