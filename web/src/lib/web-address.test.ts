import { describe, expect, it } from 'vitest';
import { webAddress, webHref } from './web-address';

describe('webHref', () => {
  it.each([
    ['https://www.amazon.com/dp/B000', 'https://www.amazon.com/dp/B000'],
    ['http://shop.example', 'http://shop.example/'],
  ])('links the web address %s', (text, href) => {
    expect(webHref(text)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://files.example/x',
    'not a url',
    '',
  ])('never links %j', (text) => {
    expect(webHref(text)).toBeUndefined();
    expect(webAddress(text)).toBeUndefined();
  });
});
