/**
 * The address each held-out page was saved from (README.md here says where each comes from and
 * what is read wrong on it). Served at these addresses by read-held-out.ts.
 */
export const HELD_OUT_FROM: Readonly<Record<string, string>> = {
  'agem-sk-m2-adapter.html.gz':
    'https://www.agem.sk/usb-komponenty-a-usb-huby/pcie-rozsirujuce-karty/anpix-redukcia-z-ngff-m2-key-m-na-pci-e-4x-114768289',
  'alibaba-cheese-slicer.html.gz':
    'https://www.alibaba.com/product-detail/Lemon-Cheese-Garlic-Ginger-Handheld-Stainless_62320522213.html',
  'almedina-labour-code.html.gz':
    'https://www.almedina.net/c-digo-do-trabalho-anotado-1589482272.html',
  'amazon-com-music-album.html.gz': 'https://www.amazon.com/dp/B081ZQK4BZ',
  'amazon-de-spice-rub.html.gz': 'https://www.amazon.de/dp/B00SVBPJI8',
  'amazon-fr-dog-car-seat.html.gz': 'https://www.amazon.fr/dp/B082QBCYY8',
  'amazon-fr-hose-tee.html.gz': 'https://www.amazon.fr/dp/B08LNDXM65',
  'amazon-uk-skeleton-watch.html.gz': 'https://www.amazon.co.uk/dp/B07C8KMQQ6',
  'bestseller-ie-shirt.html.gz':
    'https://shop.bestseller.com/ie/en/bc/women/leather-look-shirt-15213589.html',
  'currys-ie-ipad-pro.html.gz':
    'https://www.currys.ie/ieen/computing/tablets-and-ereaders/tablets/apple-11-ipad-pro-2020-512-gb-silver-10206131-pdt.html',
  'ebay-com-zombie-tattoos.html.gz': 'https://www.ebay.com/itm/302474151804',
  'ebay-it-teddy-bear.html.gz': 'https://www.ebay.it/itm/133588510845',
  'eduscho-at-shelf.html.gz':
    'https://www.eduscho.at/massivholz-waschmaschinenregal-p400105394.html',
  'eklinika-hr-insoles.html.gz':
    'https://www.eklinika.hr/Ortopedski_ulosci_sport_po_mjeri_i_analiza_hoda-380',
  'elkor-lv-bag.html.gz': 'https://www.elkor.lv/lat/monnalisa-rosso-175004-5066.html',
  'emag-ro-whiskey.html.gz':
    'https://www.emag.ro/whiskey-jack-daniel-s-single-barrel-45-0-7l-5099873388655/pd/DWFWKMMBM/',
  'getit-il-perfume.html.gz': 'https://www.getit.co.il/Prod/101693/',
  'ikea-djungelskog-bear.html.gz':
    'https://www.ikea.com/gb/en/p/djungelskog-soft-toy-brown-bear-00402813/',
  'ikea-vallentuna-sofa-bed.html.gz':
    'https://www.ikea.com/gb/en/p/vallentuna-sofa-bed-module-with-backrests-murum-black-s99277508/',
  'johnlewis-faux-fur-throw.html.gz':
    'https://www.johnlewis.com/john-lewis-partners-faux-fur-throw/platinum/p3969033',
  'johnlewis-jigsaw.html.gz':
    'https://www.johnlewis.com/ridleys-gin-lover-jigsaw-puzzle-500-pieces/p3897500',
  'johnlewis-rain-fabric.html.gz':
    'https://www.johnlewis.com/montreux-fabrics-rain-blocks-blue/p4999298',
  'jumbo-ch-napkins.html.gz': 'https://www.jumbo.ch/de/servietten-bunte-eier-28110',
  'k-rauta-ee-remote.html.gz': 'https://www.k-rauta.ee/p/pult-eglo-fueva-c-32732-bluetooth/920o',
  'lafeltrinelli-puzzle.html.gz':
    'https://www.lafeltrinelli.it/products/4005556050178/Gormiti_Ravensburger_Puzzle_4x42_Bumper_Pack.html',
  'liveauctioneers-girard-pillows.html.gz':
    'https://www.liveauctioneers.com/item/93133869_alexander-girard-for-herman-miller-pillows-pair',
  'paris-cl-retro-console.html.gz':
    'https://www.paris.cl/consola-retro-tipo-joypad-sobremesa-ultra-MKI6IKW1N4.html',
  'spartoo-pt-tshirt.html.gz': 'https://www.spartoo.pt/Tommy-Jeans-OFLEKI-x3410048.php',
  'strumentimusicali-led-light.html.gz':
    'https://www.strumentimusicali.net/product_info.php/products_id/66868/ibiza-led8-mini.html',
  'usedvictoria-calculator.html.gz':
    'https://www.usedvictoria.com/classified-ad/Casio-FX-991ES-PLUS-C-Scientific-Calculator_36029524',
  'vsezaoci-si-diving-mask.html.gz':
    'https://www.vsezaoci.si/sportna-ocala/plavalna-ocala/potapljaska-maska-z-dioptrijo-za-zacetnike',
  'zalando-fi-belt.html.gz':
    'https://www.zalando.fi/calvin-klein-jeans-classic-vyoe-black-c1852d02y-q11.html',
  'zalando-ie-chinos.html.gz': 'https://www.zalando.ie/esprit-chinos-camel-es122e05o-b11.html',
  'zara-fr-ribbed-tshirt.html.gz':
    'https://www.zara.com/fr/fr/t-shirt-c%C3%B4tel%C3%A9-uni-p01044320.html',
};
