/**
 * The address each saved answer of this folder was saved from (README.md says where each file
 * comes from). The tests serve each file at its address, and both expectation files name pages
 * by their file.
 */
import type { SavedAnswer } from './real-pages-server';

export const SAVED_FROM = {
  '3suisses-casio-watch.html.gz':
    'https://www.3suisses.fr/p-montre-casio-pro-trek-prw-3100yb-1er-montre-pro-trek-resine-noir-casio-montres-casio-304103-14347.html',
  '3suisses-chair-cover.html.gz':
    'https://www.3suisses.fr/P-7142014-tertio-housse-de-chaise-bouton-et-pompon-coton-antitache-tertio-_taupe.htm',
  'agem-sk-m2-adapter.html.gz':
    'https://www.agem.sk/usb-komponenty-a-usb-huby/pcie-rozsirujuce-karty/anpix-redukcia-z-ngff-m2-key-m-na-pci-e-4x-114768289',
  'alibaba-cheese-slicer.html.gz':
    'https://www.alibaba.com/product-detail/Lemon-Cheese-Garlic-Ginger-Handheld-Stainless_62320522213.html',
  'almedina-labour-code.html.gz':
    'https://www.almedina.net/c-digo-do-trabalho-anotado-1589482272.html',
  'almedina-one-device-book.html.gz':
    'https://www.almedina.net/the-one-device-the-secret-history-of-the-iphone-1605177813.html',
  'amazon-com-bird-feeder.html.gz': 'https://www.amazon.com/dp/B001FK81PU',
  'amazon-com-music-album.html.gz': 'https://www.amazon.com/dp/B081ZQK4BZ',
  'amazon-com-relay-module.html.gz': 'https://www.amazon.com/gp/product/B0057OC5O8/',
  'amazon-com-rolling-duffle.html.gz': 'https://www.amazon.com/dp/B01GOH7PKA',
  'amazon-de-body-lotion.html.gz': 'https://www.amazon.de/dp/B006V2OP48',
  'amazon-de-spice-rub.html.gz': 'https://www.amazon.de/dp/B00SVBPJI8',
  'amazon-es-window-robot.html.gz':
    'https://www.amazon.es/aspirador-Excellence-Programable-limpieza-Silencioso/dp/B01MUGXRT9',
  'amazon-fr-dog-car-seat.html.gz': 'https://www.amazon.fr/dp/B082QBCYY8',
  'amazon-fr-hose-tee.html.gz': 'https://www.amazon.fr/dp/B08LNDXM65',
  'amazon-gorilla-duct-tape.html.gz':
    'https://www.amazon.com/Gorilla-6012110-Black-2-Pack-Piece/dp/B00N150YS4',
  'amazon-it-walkie-talkie.html.gz': 'https://www.amazon.it/dp/B085ZSV1JJ',
  'amazon-kindle-novel.html.gz':
    'https://www.amazon.com/The-Whole-Truth-Shaw-Book-ebook/dp/B0011UCPM4',
  'amazon-led-wall-sconce.html.gz':
    'https://www.amazon.com/Lighting-Fixture-Plaster-Conservatory-Dimmable/dp/B07G2L3JMM',
  'amazon-uk-cookbook.html.gz':
    'https://www.amazon.co.uk/Vegetable-Perfection-tasty-recipes-shoots/dp/1849757097',
  'amazon-uk-ps5-game.html.gz': 'https://www.amazon.co.uk/dp/B08FC1R8C9',
  'amazon-uk-skeleton-watch.html.gz': 'https://www.amazon.co.uk/dp/B07C8KMQQ6',
  'argos-girls-watch-set.html.gz': 'https://www.argos.co.uk/product/9249556',
  'argos-tapo-camera.html.gz': 'https://www.argos.co.uk/product/4667999',
  'belfusto-ergowear-brand.html.gz': 'https://www.belfusto.com/tendencia/ergowear/',
  'bestbuy-ca-belkin-speaker.html.gz':
    'https://www.bestbuy.ca/en-ca/product/belkin-soundform-elite-smart-speaker-with-google-assistant-wireless-charging-black/14551914',
  'bestbuy-ca-nest-doorbell.html.gz':
    'https://www.bestbuy.ca/en-ca/product/google-nest-hello-wi-fi-video-doorbell-black-white/12222651',
  'bestseller-ie-shirt.html.gz':
    'https://shop.bestseller.com/ie/en/bc/women/leather-look-shirt-15213589.html',
  'boscovs-crib-mattress.html.gz':
    'https://www.boscovs.com/shop/prod/sealy-soybean-nature-couture-crib-mattress/418295.htm',
  'costco-sink-faucet-combo.html.gz':
    'https://www.costco.com/afa-stainless-33-inch-sink-and-semi-pro-faucet-combo.product.100432602.html',
  'currys-ie-ipad-pro.html.gz':
    'https://www.currys.ie/ieen/computing/tablets-and-ereaders/tablets/apple-11-ipad-pro-2020-512-gb-silver-10206131-pdt.html',
  'currys-ie-selfie-stick.html.gz':
    'https://www.currys.ie/ieen/cameras-and-camcorders/photography-accessories/camera-accessories/retrak-euselfiew-selfie-stick-black-silver-10134622-pdt.html',
  'ebay-com-zombie-tattoos.html.gz': 'https://www.ebay.com/itm/302474151804',
  'ebay-it-teddy-bear.html.gz': 'https://www.ebay.it/itm/133588510845',
  'ebay-uk-pony-harness.html.gz': 'https://www.ebay.co.uk/itm/143863282131',
  'eduscho-at-shelf.html.gz':
    'https://www.eduscho.at/massivholz-waschmaschinenregal-p400105394.html',
  'eklinika-hr-insoles.html.gz':
    'https://www.eklinika.hr/Ortopedski_ulosci_sport_po_mjeri_i_analiza_hoda-380',
  'elkor-lv-bag.html.gz': 'https://www.elkor.lv/lat/monnalisa-rosso-175004-5066.html',
  'emag-ro-whiskey.html.gz':
    'https://www.emag.ro/whiskey-jack-daniel-s-single-barrel-45-0-7l-5099873388655/pd/DWFWKMMBM/',
  'etsy-pumpkin-doormat.html.gz':
    'https://www.etsy.com/es/listing/550571276/el-original-he-y-hay-calabaza-decoracion',
  'getit-il-perfume.html.gz': 'https://www.getit.co.il/Prod/101693/',
  'globalindustrial-bench-top.html.gz':
    'https://www.globalindustrial.com/p/work-benches/components/tops/60-x-24-maple-square-edge-bench-top',
  'i3fresh-tw-jerky.html.gz': 'https://i3fresh.tw/favorable_1409.html',
  'ikea-djungelskog-bear.html.gz':
    'https://www.ikea.com/gb/en/p/djungelskog-soft-toy-brown-bear-00402813/',
  'ikea-fjantig-hook.html.gz': 'https://www.ikea.com/gb/en/p/fjantig-hook-black-60347102/',
  'ikea-mockelby-table.html.gz': 'https://www.ikea.com/gb/en/p/moeckelby-table-oak-00293772/',
  'ikea-vallentuna-sofa-bed.html.gz':
    'https://www.ikea.com/gb/en/p/vallentuna-sofa-bed-module-with-backrests-murum-black-s99277508/',
  'johnlewis-faux-fur-throw.html.gz':
    'https://www.johnlewis.com/john-lewis-partners-faux-fur-throw/platinum/p3969033',
  'johnlewis-jigsaw.html.gz':
    'https://www.johnlewis.com/ridleys-gin-lover-jigsaw-puzzle-500-pieces/p3897500',
  'johnlewis-nest-mini-speaker.html.gz':
    'https://www.johnlewis.com/google-nest-mini-hands-free-smart-speaker-2nd-gen/chalk/p4781720',
  'johnlewis-rain-fabric.html.gz':
    'https://www.johnlewis.com/montreux-fabrics-rain-blocks-blue/p4999298',
  'jossandmain-lantern-pendant.html.gz':
    'https://www.jossandmain.com/lighting/pdp/duprey-4-light-lantern-pendant-j001109161.html',
  'jumbo-ch-napkins.html.gz': 'https://www.jumbo.ch/de/servietten-bunte-eier-28110',
  'k-rauta-ee-remote.html.gz': 'https://www.k-rauta.ee/p/pult-eglo-fueva-c-32732-bluetooth/920o',
  'kiabi-ghost-costume.html.gz':
    'https://www.kiabi.com/deguisement-de-fantome-deguisement-bebe-noir-blanc_P658201C658202',
  'kiabi-sports-bra.html.gz':
    'https://www.kiabi.com/brassiere-de-sport-post-operatoire-microfibre-lingerie-du-s-au-xxl-noir_P496380C496379',
  'laendleanzeiger-at-slatted-frame.html.gz':
    'https://www.laendleanzeiger.at/boote/motorboote/c5780a200532255/lattenrostbausatz-calypso-140-cm.html',
  'lafeltrinelli-puzzle.html.gz':
    'https://www.lafeltrinelli.it/products/4005556050178/Gormiti_Ravensburger_Puzzle_4x42_Bumper_Pack.html',
  'leroymerlin-pl-wall-panel.html.gz':
    'https://www.leroymerlin.pl/podlogi-drewniane-boazerie/boazerie-i-panele-scienne/panele-tapicerowane/panel-tapicerowany-ciemnoniebieski-60-x-30-cm,p466383,l3259.html',
  'leroymerlin-pl-wc-frame.html.gz':
    'https://www.leroymerlin.pl/ceramika-lazienkowa/wc/zestawy-podtynkowe/zestaw-podtynkowy-wc-serel-grohe,p571345,l1646.html',
  'liveauctioneers-girard-pillows.html.gz':
    'https://www.liveauctioneers.com/item/93133869_alexander-girard-for-herman-miller-pillows-pair',
  'mechta-kz-phone.html.gz':
    'https://www.mechta.kz/product/telefon-sotovyy-samsung-sm-a-015-galaxy-a01-fzrds-red/',
  'mediamarkt-pt-microwave.html.gz':
    'https://mediamarkt.pt/products/micro-ondas-panasonic-nn-k35hwmebg-800w-23l',
  'mediamarkt-pt-robot-vacuum.html.gz':
    'https://mediamarkt.pt/products/aspirador-robot-roborock-s6-pure-preto',
  'mobly-bar-stools.html.gz':
    'https://www.mobly.com.br/conjunto-com-2-banquetas-giratorias-marilyn-preto-502086.html',
  'mobly-box-bed.html.gz':
    'https://www.mobly.com.br/cama-box-queen-size-manhattan-com-molas-ensacadas-158x198x61cm-preto-773928.html',
  'namshi-sa-tea-set.html.gz':
    'https://ar-sa.namshi.com/buy-sass-belle-kids-freya-swan-tea-set-w725257a.html',
  'nay-sk-garni-570.html.gz': 'https://www.nay.sk/garni-570-easy-ii-cierna',
  'nay-sk-viking-cable.html.gz':
    'https://www.nay.sk/viking-4v1-lightning-micro-usb-usb-a-3-0-usb-c-cierna',
  'otto-karcher-pressure-washer.html.gz':
    'https://www.otto.de/p/kaercher-hochdruckreiniger-k-3-full-control-848068924/',
  'otto-whisky-glasses.html.gz':
    'https://www.otto.de/p/eisch-whiskyglas-hamilton-2-tlg-handgefertigt-bleifrei-1000888258/',
  'overstock-canape-plates.html.gz':
    'https://www.overstock.com/Home-Garden/Certified-International-Elegance-Canape-Plates-Set-of-6/29099468/product.html',
  'paris-cl-retro-console.html.gz':
    'https://www.paris.cl/consola-retro-tipo-joypad-sobremesa-ultra-MKI6IKW1N4.html',
  'potterybarn-tully-sconce.html.gz': 'https://www.potterybarn.com/products/tully-brass-sconce/',
  'rejuvenation-keystick-sconce.html.gz':
    'https://www.rejuvenation.com/catalog/collections/keystick-wall-sconce/products/5c50a4d2ccf2f73ea295b9e1',
  'spartoo-pt-slippers.html.gz': 'https://www.spartoo.pt/Giesswein-KRAMSACH-x15513912.php',
  'spartoo-pt-tshirt.html.gz': 'https://www.spartoo.pt/Tommy-Jeans-OFLEKI-x3410048.php',
  'strumentimusicali-led-light.html.gz':
    'https://www.strumentimusicali.net/product_info.php/products_id/66868/ibiza-led8-mini.html',
  'usedvictoria-calculator.html.gz':
    'https://www.usedvictoria.com/classified-ad/Casio-FX-991ES-PLUS-C-Scientific-Calculator_36029524',
  'vmzona-sports-shoes.html.gz':
    'https://vmzona.com/newsite/int.php?page=product&cat=57&subcat=290&type=793&pid=428514&lang=en',
  'vsezaoci-si-diving-mask.html.gz':
    'https://www.vsezaoci.si/sportna-ocala/plavalna-ocala/potapljaska-maska-z-dioptrijo-za-zacetnike',
  'wayfair-penhook-armchair.html.gz':
    'https://www.wayfair.com/furniture/pdp/wade-logan-penhook-2047-wide-armchair-w005759888.html',
  'zalando-fi-belt.html.gz':
    'https://www.zalando.fi/calvin-klein-jeans-classic-vyoe-black-c1852d02y-q11.html',
  'zalando-ie-chinos.html.gz': 'https://www.zalando.ie/esprit-chinos-camel-es122e05o-b11.html',
  'zalando-ie-slim-jeans.html.gz':
    'https://www.zalando.ie/versace-jeans-couture-bull-baroque-slim-fit-jeans-azzurro-scuro-vei22g013-k11.html',
  'zara-be-knee-boots.html.gz':
    'https://www.zara.com/be/en/flat-over-the-knee-boots-with-track-soles-p11002710.html',
  'zara-fr-ribbed-tshirt.html.gz':
    'https://www.zara.com/fr/fr/t-shirt-c%C3%B4tel%C3%A9-uni-p01044320.html',
  'zara-nz-strappy-dress.html.gz': 'https://www.zara.com/nz/en/long-strappy-dress-p03697272.html',
} as const;

export type SavedFile = keyof typeof SAVED_FROM;

/** A saved file served at the address it was saved from. */
export const savedAnswer = (file: SavedFile, contentType?: string): SavedAnswer => ({
  file,
  url: SAVED_FROM[file],
  ...(contentType ? { contentType } : {}),
});
