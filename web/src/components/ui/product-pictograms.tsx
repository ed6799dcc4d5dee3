import type { ReactElement } from 'react';
import type { Pictogram } from './product-visual';

/**
 * One simple stroke drawing per category, on the 24 px grid of icons.tsx. Drawn here rather than
 * fetched: an illustration costs no request and no bytes in the table, and a few hundred bytes of
 * script for all of them together.
 */
export const pictograms: Readonly<Record<Pictogram, ReactElement>> = {
  Electronics: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>
  ),
  'Computers & Accessories': (
    <>
      <rect x="5" y="5" width="14" height="10" rx="1" />
      <path d="M2 19h20l-2-4H4z" />
    </>
  ),
  'Cell Phones & Accessories': (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  'Home & Kitchen': (
    <>
      <path d="M4 11h16v6a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" />
      <path d="M2 11h2M20 11h2M8 11a4 4 0 0 1 8 0M12 5V4" />
    </>
  ),
  'Grocery & Gourmet Food': (
    <>
      <path d="M12 8c-2-2-7-1.5-7 4 0 4.5 3 8.5 5 8.5 1 0 1.3-.5 2-.5s1 .5 2 .5c2 0 5-4 5-8.5 0-5.5-5-6-7-4z" />
      <path d="M12 8c0-2 1-3.5 3-4.5" />
    </>
  ),
  Beverages: (
    <>
      <path d="M10 2h4v4l2 3v11a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V9l2-3z" />
      <path d="M8 12h8M8 17h8" />
    </>
  ),
  'Beauty & Personal Care': (
    <>
      <rect x="6" y="9" width="12" height="12" rx="3" />
      <path d="M10 9V6h4v3M12 6V3M9 3h6" />
    </>
  ),
  'Health & Household': <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  Baby: (
    <>
      <path d="M9 9h6v10a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2z" />
      <path d="M10 9V7a2 2 0 0 1 4 0v2M12 5V3M9 13h2M9 16h2" />
    </>
  ),
  'Toys & Games': (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" strokeWidth="3" />
    </>
  ),
  'Sports & Outdoors': <path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12" />,
  'Clothing, Shoes & Jewelry': (
    <path d="M8 3 3 6l2 4 3-1v12h8V9l3 1 2-4-5-3c0 2-2 3-4 3S8 5 8 3z" />
  ),
  'Pet Supplies': (
    <>
      <circle cx="6.5" cy="10" r="1.8" />
      <circle cx="10" cy="5.5" r="1.8" />
      <circle cx="14" cy="5.5" r="1.8" />
      <circle cx="17.5" cy="10" r="1.8" />
      <path d="M12 12c-3 0-5 3.5-5 5.5C7 19 8 20 9.5 20c1 0 1.5-.5 2.5-.5s1.5.5 2.5.5c1.5 0 2.5-1 2.5-2.5 0-2-2-5.5-5-5.5z" />
    </>
  ),
  'Office Products': <path d="m4 20 1-5L16 4l4 4L9 19zM14 6l4 4" />,
  'Tools & Home Improvement': (
    <>
      <path d="m4 20 9-9" />
      <path d="m10 7 4-4 7 7-4 4z" />
    </>
  ),
  'Garden & Outdoor': (
    <>
      <path d="M12 21v-9" />
      <path d="M12 12c0-4 3-7 8-7 0 5-3 7-8 7zM12 15c0-3-2-5-7-5 0 4 2 5 7 5z" />
    </>
  ),
  Automotive: (
    <>
      <path d="M3 16v-4l2.5-5h13L21 12v4z" />
      <path d="M3 12h18" />
      <circle cx="7.5" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
    </>
  ),
  Books: <path d="M12 6c-2-1.5-5-2-8-2v14c3 0 6 .5 8 2 2-1.5 5-2 8-2V4c-3 0-6 .5-8 2zm0 0v14" />,
  'Video Games': (
    <>
      <path d="M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.5 1.7L15 14H9l-1.5 1.7A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4z" />
      <path d="M7 10v3M5.5 11.5h3M16 11h.01M18 13h.01" />
    </>
  ),
  'Arts, Crafts & Sewing': (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8z" />
      <path d="M7.5 11h.01M10 7h.01M15 7h.01" strokeWidth="3" />
    </>
  ),
  Handmade: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M6 6.5c4 1 8 5 9 13M10 4.3c3 2 6 6 7.5 10.5M4.3 10.5c3 0 6 3 7 9.5" />
    </>
  ),
  Other: (
    <>
      <path d="m3 7 9-4 9 4v10l-9 4-9-4z" />
      <path d="m3 7 9 4 9-4M12 11v10" />
    </>
  ),
};
