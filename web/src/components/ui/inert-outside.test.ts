import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside, LIVE_OVER_MODAL } from './inert-outside';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inertOutside', () => {
  it('makes the page inert around the modal and the toaster, and undoes only its own change', () => {
    // Prepare: #root holds the page and the toaster; the modal is portalled into body.
    document.body.innerHTML = `
      <div id="root">
        <header id="header"></header>
        <main id="main"><aside id="already" inert></aside></main>
        <div id="toaster" ${LIVE_OVER_MODAL}></div>
      </div>
      <div id="modal"><button id="inside">Close</button></div>`;
    const byId = (id: string) => document.getElementById(id)!;

    // Act
    const undo = inertOutside(byId('modal'));

    // Assess
    expect(byId('header').hasAttribute('inert')).toBe(true);
    expect(byId('main').hasAttribute('inert')).toBe(true);
    // An ancestor of something kept stays usable; the kept things too.
    expect(byId('root').hasAttribute('inert')).toBe(false);
    expect(byId('toaster').hasAttribute('inert')).toBe(false);
    expect(byId('modal').hasAttribute('inert')).toBe(false);
    expect(byId('inside').hasAttribute('inert')).toBe(false);

    undo();
    expect(byId('header').hasAttribute('inert')).toBe(false);
    expect(byId('main').hasAttribute('inert')).toBe(false);
    expect(byId('already').hasAttribute('inert')).toBe(true);
  });
});
