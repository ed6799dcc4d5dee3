import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { supportMessages } from '@shop-scanner/shared/support-rules';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt } from '../../../test/render-at';
import { HelpCenter } from './help-center';

const popular = (articles: { slug: string; views: number }[]) =>
  fakeApi({ 'GET /api/support/articles/popular': () => json({ articles }) });

const renderHelpCenter = (onContactSupport = vi.fn()) => {
  renderAt('/support', '/support', <HelpCenter onContactSupport={onContactSupport} />);
  return { onContactSupport };
};

const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), {
    target: { value: text },
  });

describe('HelpCenter', () => {
  it("lists the server's most read articles with their counts, and the three categories", async () => {
    // Prepare
    popular([
      { slug: 'barcode-not-scanning', views: 1204 },
      { slug: 'plans-and-limits', views: 1 },
    ]);

    // Act
    renderHelpCenter();

    // Assess
    const list = within(await screen.findByRole('region', { name: 'Popular Articles' }));
    const items = await list.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Barcode not scanning1,204 views',
      'Plans, allowances and history1 view',
    ]);
    for (const category of ['Getting Started', 'Account & Billing', 'Troubleshooting']) {
      const section = within(screen.getByRole('region', { name: category }));
      expect(section.getAllByRole('link'), category).toHaveLength(4);
    }
  });

  it('says so when no article has been read yet, rather than showing made-up counts', async () => {
    popular([]);

    renderHelpCenter();

    expect(await screen.findByText('No article has been read yet.')).toBeTruthy();
  });

  it('hides Popular Articles while searching and shows what the title search finds', async () => {
    // Prepare
    popular([{ slug: 'barcode-not-scanning', views: 3 }]);
    renderHelpCenter();
    await screen.findByText('3 views');

    // Act
    search('refund');

    // Assess
    expect(screen.queryByRole('region', { name: 'Popular Articles' })).toBeNull();
    const results = within(screen.getByRole('list', { name: 'Matching articles' }));
    expect(results.getAllByRole('link').map((link) => link.textContent)).toContain(
      'Cancelling, downgrading and refunds',
    );
  });

  it("offers Contact Support when nothing is found, and calls the page's handler", async () => {
    // Prepare
    popular([]);
    const { onContactSupport } = renderHelpCenter();

    // Act
    search('xylophone quantum');
    const contact = await screen.findByRole('button', { name: 'Contact Support' });
    fireEvent.click(contact);

    // Assess
    expect(screen.getByText(supportMessages.noArticles)).toBeTruthy();
    expect(onContactSupport).toHaveBeenCalledTimes(1);
  });
});
