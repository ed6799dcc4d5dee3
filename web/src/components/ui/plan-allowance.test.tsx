import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { ApiError } from '../../lib/api-client';
import { PlanAllowance, type PlanAllowanceLook } from './plan-allowance';

const scanAllowance: PlanAllowanceLook = {
  feature: 'scan',
  name: 'scan',
  className: 'scan-usage',
  mutedClassName: 'scan-usage scan-muted',
  testId: 'scan-usage',
  limitBanner: { message: 'No scans left', note: 'Repeats stay free', testId: 'limit' },
};

afterEach(() => onlineManager.setOnline(true));

/** The scan page's allowance over a subscription query whose answer the test decides. */
const Shown = ({ answer }: { answer: () => Promise<Subscription> }) => {
  const subscription = useQuery({ queryKey: ['subscription'], queryFn: answer, retry: false });
  return <PlanAllowance {...scanAllowance} subscription={subscription} showLimitBanner />;
};

const renderShown = (answer: () => Promise<Subscription>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Shown answer={answer} />
    </QueryClientProvider>,
  );

describe('PlanAllowance without a connection', () => {
  it('says the allowance shows once back online while the browser is offline', () => {
    // Prepare
    onlineManager.setOnline(false);

    // Act
    renderShown(() => new Promise(() => {}));

    // Assess: not 'Checking' for as long as the shopper stays offline
    expect(screen.getByTestId('scan-usage-offline').textContent).toBe(
      'You are offline: your scan allowance shows again when you are back online.',
    );
    expect(screen.queryByText('Checking your scan allowance…')).toBeNull();
  });

  it('says the same when the call could not reach the API', async () => {
    // Prepare + Act
    renderShown(() => Promise.reject(new ApiError(0, 'Network error')));

    // Assess
    expect(await screen.findByTestId('scan-usage-offline')).toBeTruthy();
    expect(screen.queryByText('Your scan allowance could not be loaded.')).toBeNull();
  });

  it('checks while the answer is on its way online', () => {
    // Prepare + Act
    renderShown(() => new Promise(() => {}));

    // Assess
    expect(screen.getByText('Checking your scan allowance…')).toBeTruthy();
    expect(screen.queryByTestId('scan-usage-offline')).toBeNull();
  });
});
