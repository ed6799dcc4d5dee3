/**
 * The one toast a scan shows (the success toasts, said once): 'Barcode scanned: {code}',
 * and, when at most one scan is left on a limited plan, that count in the same toast with the way
 * to Premium. Two toasts for one scan stacked in a narrow column on a phone and said the same
 * thing twice.
 */
import { productMessages } from '@shop-scanner/shared/messages';

/** The count is said when 1 or fewer scans remain. */
export const SAY_REMAINING_AT_MOST = 1;

export interface ScanToast {
  readonly message: string;
  /** The plan is about to run out: the toast offers the upgrade. */
  readonly offerUpgrade: boolean;
}

/** `remaining`: scans left this month; undefined on an unlimited plan or when it is not known. */
export const scanToast = (code: string, remaining: number | undefined): ScanToast =>
  remaining !== undefined && remaining <= SAY_REMAINING_AT_MOST
    ? { message: productMessages.scannedWithRemaining(code, remaining), offerUpgrade: true }
    : { message: productMessages.scanned(code), offerUpgrade: false };

/** A barcode scanned without a connection and not saved on this device. */
export const offlineScanQueued = (code: string): string =>
  `You are offline. Barcode ${code} will be looked up when you are back online.`;

/** What a barcode scanned without a connection turned out to be, once it was looked up. */
export const offlineScanAnswered = (code: string, productName: string | undefined): string =>
  productName === undefined
    ? `Barcode ${code}, scanned while offline: product not found.`
    : `Barcode ${code}, scanned while offline: ${productName}.`;
