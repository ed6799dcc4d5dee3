/**
 * The address each held-out page was saved from (README.md here says where each comes from and
 * what is read wrong on it). Served at these addresses by read-held-out.ts.
 */
export const HELD_OUT_FROM: Readonly<Record<string, string>> = {
  'amazon-com-music-album.html.gz': 'https://www.amazon.com/dp/B081ZQK4BZ',
  'amazon-de-spice-rub.html.gz': 'https://www.amazon.de/dp/B00SVBPJI8',
  'amazon-fr-hose-tee.html.gz': 'https://www.amazon.fr/dp/B08LNDXM65',
  'bestseller-ie-shirt.html.gz':
    'https://shop.bestseller.com/ie/en/bc/women/leather-look-shirt-15213589.html',
  'getit-il-perfume.html.gz': 'https://www.getit.co.il/Prod/101693/',
  'johnlewis-faux-fur-throw.html.gz':
    'https://www.johnlewis.com/john-lewis-partners-faux-fur-throw/platinum/p3969033',
  'liveauctioneers-girard-pillows.html.gz':
    'https://www.liveauctioneers.com/item/93133869_alexander-girard-for-herman-miller-pillows-pair',
  'zalando-fi-belt.html.gz':
    'https://www.zalando.fi/calvin-klein-jeans-classic-vyoe-black-c1852d02y-q11.html',
};
