import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UsageMeter } from './usage-meter';

const meter = () => screen.getByRole('meter', { name: 'Scans used this month' });

describe('UsageMeter', () => {
  it.each([
    [0, 4, 'normal', '0%'],
    [3, 4, 'yellow', '75%'],
    [9, 10, 'red', '90%'],
    [5, 2, 'red', '100%'],
  ])('%i of %i is %s, filled %s', (used, limit, colour, width) => {
    render(<UsageMeter used={used} limit={limit} label="Scans used this month" />);
    expect(meter().dataset.colour).toBe(colour);
    expect(meter().className).toContain(`usage-meter--${colour}`);
    expect((meter().firstElementChild as HTMLElement).style.width).toBe(width);
    expect(meter().getAttribute('aria-valuenow')).toBe(String(Math.min(used, limit)));
    expect(meter().getAttribute('aria-valuetext')).toBe(`${used} of ${limit} used`);
  });
});
