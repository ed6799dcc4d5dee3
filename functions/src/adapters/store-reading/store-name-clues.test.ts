import { describe, expect, it } from 'vitest';
import type { PageText } from './page-text';
import { copyrightHolderName, logoNameInTitle } from './store-name-clues';

const pageOf = (fields: Partial<PageText>): PageText => ({
  text: '',
  furnitureText: '',
  links: [],
  ...fields,
});

describe('logoNameInTitle', () => {
  it("takes the logo's name, without a shop's generic words, when the title repeats it", () => {
    // Prepare: eduscho.at, Tchibo's Austrian shop.
    const page = pageOf({
      title: 'Massivholz-Waschmaschinenregal online bestellen bei Tchibo 343026',
      links: [{ href: 'https://www.eduscho.at/', text: 'Tchibo Online-Shop' }],
    });

    // Act
    const name = logoNameInTitle(page, 'https://www.eduscho.at/regal-p400105394.html');

    // Assess
    expect(name).toBe('Tchibo');
  });

  it('takes nothing the title does not repeat, nor a home link that only says "Home"', () => {
    const url = 'https://www.shop.example/mug.html';
    const unconfirmed = pageOf({
      title: 'Blue Mug',
      links: [{ href: 'https://www.shop.example/', text: 'Potter & Co' }],
    });
    const home = pageOf({
      title: 'Blue Mug | Home decor',
      links: [{ href: 'https://www.shop.example/', text: 'Home' }],
    });
    const inAWord = pageOf({
      title: 'Potteries of Stoke',
      links: [{ href: 'https://www.shop.example/', text: 'Potter' }],
    });

    expect(logoNameInTitle(unconfirmed, url)).toBeUndefined();
    expect(logoNameInTitle(home, url)).toBeUndefined();
    expect(logoNameInTitle(inAWord, url)).toBeUndefined();
  });
});

describe('copyrightHolderName', () => {
  it("takes the notice's holder when it is the domain's own name, as the site writes it", () => {
    // Prepare: almedina.net's footer.
    const page = pageOf({
      furnitureText:
        'Válidas para o dia 2-12-2020. © 2019 Almedina almedina.net Quem Somos Contactos',
    });

    // Act
    const name = copyrightHolderName(page, 'www.almedina.net');

    // Assess
    expect(name).toBe('Almedina');
  });

  it('leaves out the full stop of a notice that ends at the name', () => {
    const page = pageOf({
      furnitureText: 'Visi tiesības aizsargātas © 2020 ELKOR. Privātuma politika',
    });

    expect(copyrightHolderName(page, 'www.elkor.lv')).toBe('ELKOR');
  });

  it("takes no theme maker's or platform's notice for the store's name", () => {
    const page = pageOf({ furnitureText: '© 2024 Powered by Shopify. Copyright Theme Co.' });

    expect(copyrightHolderName(page, 'www.almedina.net')).toBeUndefined();
  });
});
