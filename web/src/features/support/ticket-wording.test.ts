import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  priorityLabel,
  responseCountText,
  statusTone,
  ticketStatusLabel,
} from './ticket-wording';

describe('how a ticket reads', () => {
  it("labels each status in the spec's words", () => {
    // Prepare + Act + Assess
    expect(ticketStatusLabel('open')).toBe('Open');
    expect(ticketStatusLabel('in_progress')).toBe('In Progress');
    expect(ticketStatusLabel('waiting_response')).toBe('Waiting for Response');
    expect(ticketStatusLabel('resolved')).toBe('Resolved');
    expect(ticketStatusLabel('closed')).toBe('Closed');
  });

  it('shows an unknown status as Open, in words and colour', () => {
    // Prepare + Act + Assess
    expect(ticketStatusLabel('escalated')).toBe('Open');
    expect(statusTone('escalated')).toBe(statusTone('open'));
    expect(statusTone('resolved')).not.toBe(statusTone('open'));
  });

  it('shows an unknown priority as Medium', () => {
    // Prepare + Act + Assess
    expect(priorityLabel('urgent')).toBe('Urgent');
    expect(priorityLabel('low')).toBe('Low');
    expect(priorityLabel('critical')).toBe('Medium');
  });

  it('names every category, a store review too, and an unknown one as Other', () => {
    // Prepare + Act + Assess
    expect(categoryLabel('bug')).toBe('Bug report');
    expect(categoryLabel('store-appeal')).toBe('Store review request');
    expect(categoryLabel('refund')).toBe('Other');
  });

  it('counts the responses in words', () => {
    // Prepare + Act + Assess
    expect(responseCountText(0)).toBe('No responses yet');
    expect(responseCountText(1)).toBe('1 response');
    expect(responseCountText(3)).toBe('3 responses');
  });
});
