/**
 * The widget's six FAQs (the spec's list: data collection, scanning, barcode trouble,
 * authenticity accuracy, offline use, price alerts), each answered from what the product does
 * today and leading to the help article that says more. When the product changes, so must these.
 */

export interface HelpFaq {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  /** The help article that answers it in full (its title comes from the catalogue). */
  readonly slug: string;
}

export const helpFaqs: readonly HelpFaq[] = [
  {
    id: 'data-collection',
    question: 'What data does Shop Scanner collect?',
    answer:
      'What you give us and what you do in the app: your name, e-mail address and account type, ' +
      'your scans, store analyses and searches, wishlist, price alerts and reports, and support ' +
      'requests. Card details stay with Stripe, our payment provider. Your last 10 scans are also ' +
      'kept in this browser. From Profile Settings you can download all of it as one file, or ' +
      'delete your account.',
    slug: 'your-account-and-data',
  },
  {
    id: 'scanning',
    question: 'How does scanning work?',
    answer:
      'Open Scan (a free account is needed) and press Start Scanning: the back camera reads ' +
      'EAN-13, EAN-8, UPC-A and UPC-E barcodes. The picture is read in your browser; only the ' +
      'barcode number is sent to look the product up. You can also type the digits, read a QR ' +
      'code, or upload a screenshot. Free includes 2 scans a month; the same barcode again that ' +
      'month is free.',
    slug: 'scanning-a-barcode',
  },
  {
    id: 'barcode-trouble',
    question: 'The barcode will not scan. What can I do?',
    answer:
      'Add light and avoid glare, hold the code 10 to 20 cm away inside the frame and keep still ' +
      'while the camera focuses. If the label is torn or curved, type the 8 to 14 digits printed ' +
      'under the bars instead. "Camera permission denied" means the browser blocks the camera: ' +
      "allow it in the site's settings and reload.",
    slug: 'barcode-not-scanning',
  },
  {
    id: 'authenticity-accuracy',
    question: 'How accurate are the store verdicts?',
    answer:
      'A verdict is scored only from what the store publishes: it starts at 50 and fixed rules ' +
      'add or take away points (a returns page, contact details, the age of its domain, ' +
      'supplier-hosted images, pressure tactics), each shown with its evidence. It cannot prove ' +
      'that a particular product is genuine. When the store cannot be read, the verdict is ' +
      '"unknown", never a guess.',
    slug: 'reading-a-store-verdict',
  },
  {
    id: 'offline-use',
    question: 'Does Shop Scanner work offline?',
    answer:
      'Not yet. Pages, barcode lookups, prices and store checks all come from our server, and ' +
      'nothing is saved for offline use, so you need a connection. Your list of recent scans ' +
      'stays in this browser, but opening one looks it up again. A push notification sent while ' +
      'your device is offline is kept for up to 12 hours.',
    slug: 'notifications-not-arriving',
  },
  {
    id: 'price-alerts',
    question: 'How do price alerts work?',
    answer:
      'Every wishlist item alerts you when its lowest in-stock price falls below the price when ' +
      'you added it (at most once a day). On a product page you can also set a target price for ' +
      'one store or any store. You are told in the app, and by push notification on devices ' +
      'where you turned them on.',
    slug: 'wishlist-and-alerts',
  },
];
