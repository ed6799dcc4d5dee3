import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TabList, tabAfterKey } from './tab-list';

const tabs = ['one', 'two', 'three'] as const;
type Tab = (typeof tabs)[number];
const labels: Record<Tab, string> = { one: 'One', two: 'Two', three: 'Three' };

/** The strip with its selection held in state, as a page holds it in the URL. */
const Harness = ({ initial, onChange }: { initial: Tab; onChange?: (tab: Tab) => void }) => {
  const [active, setActive] = useState<Tab>(initial);
  return (
    <TabList
      tabs={tabs}
      labels={labels}
      active={active}
      onChange={(tab) => {
        onChange?.(tab);
        setActive(tab);
      }}
      label="Numbers"
      classNameBase="numbers"
      tabId={(tab) => `numbers-tab-${tab}`}
      panelId={(tab) => `numbers-panel-${tab}`}
    />
  );
};

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('tabAfterKey', () => {
  it('wraps the arrows around and jumps with Home and End', () => {
    expect(tabAfterKey(tabs, 'one', 'ArrowRight')).toBe('two');
    expect(tabAfterKey(tabs, 'three', 'ArrowRight')).toBe('one');
    expect(tabAfterKey(tabs, 'one', 'ArrowLeft')).toBe('three');
    expect(tabAfterKey(tabs, 'two', 'ArrowLeft')).toBe('one');
    expect(tabAfterKey(tabs, 'two', 'Home')).toBe('one');
    expect(tabAfterKey(tabs, 'two', 'End')).toBe('three');
    expect(tabAfterKey(tabs, 'two', 'Enter')).toBeUndefined();
  });
});

describe('TabList', () => {
  it('names the strip, links each tab to its panel and keeps only the active tab in the Tab order', () => {
    // Prepare + Act
    render(<Harness initial="two" />);

    // Assess
    expect(screen.getByRole('tablist', { name: 'Numbers' }).className).toBe('segmented numbers');
    expect(tab('Two').id).toBe('numbers-tab-two');
    expect(tab('Two').getAttribute('aria-controls')).toBe('numbers-panel-two');
    expect(selected()).toEqual([tab('Two')]);
    expect(tab('Two').tabIndex).toBe(0);
    expect(tab('One').tabIndex).toBe(-1);
    expect(tab('Three').tabIndex).toBe(-1);
    expect(tab('Two').className).toBe(
      'segmented__option numbers__tab segmented__option--active numbers__tab--active',
    );
    expect(tab('One').className).toBe('segmented__option numbers__tab');
  });

  it('selects a clicked tab', () => {
    // Prepare
    const onChange = vi.fn();
    render(<Harness initial="one" onChange={onChange} />);

    // Act
    fireEvent.click(tab('Three'));

    // Assess
    expect(onChange).toHaveBeenCalledWith('three');
    expect(selected()).toEqual([tab('Three')]);
    expect(tab('Three').tabIndex).toBe(0);
  });

  it('moves the selection and the focus with the arrows, Home and End, and ignores other keys', () => {
    // Prepare
    const onChange = vi.fn();
    render(<Harness initial="one" onChange={onChange} />);
    tab('One').focus();

    // Act + Assess
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(selected()).toEqual([tab('Three')]);
    expect(document.activeElement).toBe(tab('Three'));

    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(selected()).toEqual([tab('One')]);
    expect(document.activeElement).toBe(tab('One'));

    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Three'));

    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('One'));
    expect(onChange.mock.calls.map(([t]) => t)).toEqual(['three', 'one', 'three', 'one']);

    const moved = fireEvent.keyDown(tab('One'), { key: 'a' });
    expect(moved).toBe(true); // not prevented: the key does its usual thing
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(selected()).toEqual([tab('One')]);
  });
});
