import { describe, expect, it } from 'vitest';
import { tabFromParam, tabSearch } from './support-tabs';

describe('the support tabs in the URL', () => {
  it('opens the tab the URL names', () => {
    // Prepare + Act + Assess
    expect(tabFromParam('contact')).toBe('contact');
    expect(tabFromParam('tickets')).toBe('tickets');
    expect(tabFromParam('help')).toBe('help');
  });

  it('opens the Help Center when the URL names no tab or an unknown one', () => {
    // Prepare + Act + Assess
    expect(tabFromParam(null)).toBe('help');
    expect(tabFromParam('')).toBe('help');
    expect(tabFromParam('staff')).toBe('help');
  });

  it('keeps /support bare for the Help Center and names the other tabs', () => {
    // Prepare + Act + Assess
    expect(tabSearch('help')).toBe('');
    expect(tabSearch('contact')).toBe('?tab=contact');
    expect(tabSearch('tickets')).toBe('?tab=tickets');
  });
});
