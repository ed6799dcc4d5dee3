import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createBrowserRouter, useLocation } from 'react-router';
import { NotFoundPage } from './not-found-page';

const Where = () => <p>page at {useLocation().pathname}</p>;

/** A browser router on jsdom's history: the page reads React Router's entry index from it. */
const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    { path: '/404', element: <NotFoundPage /> },
    { path: '*', element: <Where /> },
  ]);
  render(<RouterProvider router={router} />);
  return { router };
};

const goBack = () => fireEvent.click(screen.getByRole('button', { name: 'Go back' }));

describe('NotFoundPage', () => {
  it('Go back returns to the page the user came from', async () => {
    // Prepare: the user was on /products, then followed a broken link.
    const { router } = renderAt('/products');
    await act(() => router.navigate('/404'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();

    // Act
    goBack();

    // Assess
    expect(await screen.findByText('page at /products')).toBeTruthy();
  });

  it('Go back goes home when the 404 was the first page opened in the tab', async () => {
    // Prepare
    renderAt('/404');

    // Act
    goBack();

    // Assess
    expect(await screen.findByText('page at /')).toBeTruthy();
  });

  it('Go home links to /', () => {
    renderAt('/404');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });
});
