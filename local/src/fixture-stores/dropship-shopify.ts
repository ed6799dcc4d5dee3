/**
 * A dropshipping shop on Shopify: gadgets from many suppliers (or no vendor at all), supplier
 * photos and description images from AliExpress, "compare at" prices two to three times the
 * price, urgency banners, 15-30 business days from an overseas warehouse, a contact page with a
 * form and nothing else, and no about page.
 *
 * Shopify keeps product photos on its own CDN, so the supplier's photos show there under their
 * AliExpress file names (`S8c2a….jpg`); the description images imported with the product stay
 * on ae01.alicdn.com, as import apps leave them.
 */
import type { FixtureStoreDefinition } from './fixture-store';
import { escapeHtml, slugOf, stableHex } from './html';
import {
  footerMenu,
  generatedPolicies,
  link,
  shopFileUrl,
  type ShopifyProduct,
  type ShopifyShop,
} from './shopify-shapes';
import { shopifyFixtureStore } from './shopify-store';
import { DAY_MS } from '@shop-scanner/shared/time';

const FILES_PATH = '1/0712/4455/0188';
const FIRST_PUBLISHED = Date.UTC(2026, 5, 2, 3);
const SHIPPING =
  'Ships in 15-30 business days from our overseas warehouse. Tracking number provided.';

/** Title, product type, price, vendor ('' as import apps leave it), option name and values. */
type Gadget = readonly [string, string, number, string, string, readonly string[]];

// prettier-ignore
const gadgets: readonly Gadget[] = [
  ['Portable Mini Blender USB Rechargeable', 'Kitchen', 24.99, '', 'Color', ['Pink', 'Blue', 'White']],
  ['Galaxy Star Projector Night Light', 'Home Decor', 32.99, 'Shenzhen Youpin Trading Co.', 'Color', ['Black', 'White']],
  ['Posture Corrector Back Brace', 'Health', 19.99, 'FitPro Store', 'Size', ['S/M', 'L/XL']],
  ['Magnetic Phone Car Mount 360°', 'Car Accessories', 14.99, 'GadgetHub Direct', 'Color', ['Black']],
  ['Pet Hair Remover Roller Reusable', 'Pets', 16.99, 'Petsy World', 'Color', ['Grey', 'Blue']],
  ['LED Strip Lights 16ft RGB App Control', 'Home Decor', 21.99, '', 'Length', ['16ft', '32ft']],
  ['Electric Scalp Massager Waterproof', 'Beauty', 27.99, 'Glowup Beauty', 'Color', ['White', 'Pink']],
  ['Wireless Earbuds Bluetooth 5.3 Pro', 'Electronics', 29.99, 'TechNova', 'Color', ['Black', 'White']],
  ['Vegetable Chopper 14-in-1 Slicer', 'Kitchen', 22.99, 'KitchenMaster', 'Color', ['Green']],
  ['Cordless Car Vacuum Cleaner High Power', 'Car Accessories', 34.99, 'Yiwu Lianfa Store', 'Color', ['Black']],
  ['Smart Posture Sensor Trainer', 'Health', 18.99, '', 'Color', ['White']],
  ['Sunset Lamp Projector Rainbow', 'Home Decor', 23.99, 'VividLife', 'Color', ['Sunset Red', 'Rainbow']],
  ['Ice Roller Face Massager', 'Beauty', 12.99, 'Glowup Beauty', 'Color', ['Blue', 'Pink']],
  ['Anti-Bark Dog Collar Ultrasonic', 'Pets', 26.99, 'Petsy World', 'Size', ['S', 'M', 'L']],
  ['Mini Thermal Label Printer Bluetooth', 'Electronics', 36.99, 'ZENGO', 'Color', ['White', 'Pink']],
  ['Heated Eye Massager with Music', 'Health', 39.99, 'HomeLux Official', 'Color', ['White']],
  ['Reusable Silicone Food Storage Bags 6pc', 'Kitchen', 17.99, '', 'Color', ['Clear']],
  ['Foldable Laptop Stand Aluminium', 'Electronics', 21.99, 'TechNova', 'Color', ['Silver', 'Grey']],
  ['Cat Window Hammock Suction Mount', 'Pets', 19.99, 'Cozyard', 'Color', ['Black']],
  ['Electric Spin Scrubber Cordless', 'Home', 33.99, 'Shenzhen Youpin Trading Co.', 'Color', ['Grey']],
  ['Acupressure Mat and Pillow Set', 'Health', 28.99, 'FitPro Store', 'Color', ['Blue', 'Purple']],
  ['Cloud Slides Pillow Soft Slippers', 'Fashion', 15.99, '', 'Size', ['36-37', '38-39', '40-41', '42-43']],
  ['Magnetic Levitating Moon Lamp', 'Home Decor', 38.99, 'VividLife', 'Color', ['Warm White']],
  ['Waterproof Phone Pouch Floating', 'Outdoor', 11.99, 'Outdoorsy Gear', 'Color', ['Black', 'Orange']],
];

/** Mostly two to three times the price, as dropshipping themes show it; every fifth has none. */
const compareAtFactors = [2, 2.5, 3, 2.2] as const;

const urgency = (position: number): string =>
  position % 2 === 0
    ? 'Only 3 left! Sale ends tonight.'
    : `Hurry! Only ${3 + (position % 5)} left in stock. Sale ends tonight.`;

const toShopifyProduct = (
  [title, type, price, vendor, option, values]: Gadget,
  position: number,
): ShopifyProduct => {
  const handle = slugOf(title);
  const photo = (index: number) => ({
    src: shopFileUrl(FILES_PATH, `S${stableHex(`${title}/${index}`, 32)}.jpg`),
    width: 800,
    height: 800,
  });
  const factor = compareAtFactors[position % compareAtFactors.length] ?? 2;
  const compareAtPrice = position % 5 === 3 ? undefined : Math.round(price * factor) - 0.01;
  const descriptionImage = `https://ae01.alicdn.com/kf/H${stableHex(title, 32)}.jpg`;
  return {
    title,
    handle,
    bodyHtml: `<p><strong>${urgency(position)}</strong></p>
<p>${escapeHtml(title)}: the viral must-have everyone is talking about. Premium quality, 100% satisfaction guaranteed!</p>
<p><img src="${descriptionImage}" alt=""></p>
<p>${SHIPPING}</p>`,
    vendor,
    productType: type,
    tags: ['trending', 'viral', type.toLowerCase()],
    publishedAt: new Date(FIRST_PUBLISHED + position * DAY_MS),
    optionNames: [option],
    variants: values.map((value, index) => ({
      title: value,
      options: [value],
      price,
      ...(compareAtPrice !== undefined && { compareAtPrice }),
      available: true,
      // Supplier item numbers, as import apps fill them in.
      sku: `${10_050_000_000_000 + position * 7_331}-${index}`,
      grams: 0,
    })),
    images: [photo(0), photo(1), photo(2)],
  };
};

export const dropshipShop = (): ShopifyShop => ({
  name: 'Trendora',
  shopId: 71_244_550_188,
  myshopifyDomain: 'trendora-store-8841.myshopify.com',
  filesPath: FILES_PATH,
  description: 'Trending gadgets and viral finds at unbeatable prices. Free shipping worldwide!',
  city: 'Shenzhen',
  province: 'Guangdong',
  country: 'CN',
  theme: { name: 'Dawn', id: 152_339_617_980, version: '12.0.0' },
  products: gadgets.map(toShopifyProduct),
  pages: {
    contact: {
      title: 'Contact',
      bodyHtml: '<p>Have a question? Fill out the form below and we will get back to you.</p>',
    },
    faq: {
      title: 'FAQ',
      bodyHtml: `<p><strong>How long does shipping take?</strong><br>${SHIPPING}</p>
<p><strong>Where is my order?</strong><br>Orders ship from our overseas warehouse; please allow 15-30 business days before contacting us.</p>`,
    },
  },
  policies: {
    'refund-policy': {
      title: 'Refund policy',
      bodyHtml: `<p>Returns are accepted within 14 days of delivery for items in original packaging. Return shipping to our overseas warehouse is paid by the customer.</p>
<p>Refunds are processed within 30 business days after the return arrives.</p>`,
    },
    'shipping-policy': {
      title: 'Shipping policy',
      bodyHtml: `<p>All orders are processed within 3-5 business days and ship from our overseas warehouse.</p>
<p>Delivery takes 15-30 business days. Due to high demand, some orders may take longer.</p>`,
    },
    ...generatedPolicies('Trendora', 'our contact form'),
  },
  // No about page: a link to one would be the first thing such a shop leaves out.
  footerLinks: footerMenu(link('Contact', '/pages/contact'), link('FAQ', '/pages/faq')),
  announcement: 'FLASH SALE: up to 70% off – Sale ends tonight! Free shipping worldwide',
  headline: 'Viral gadgets, unbeatable prices',
  intro: 'Up to 70% off today only. Sale ends tonight!',
  productNote: `Only 3 left! ${SHIPPING}`,
});

export const dropshipShopify = (): FixtureStoreDefinition =>
  shopifyFixtureStore('dropship-shopify', 'A dropshipping shop on Shopify', dropshipShop());
