/**
 * The contact form's check, without zod: opened at /support?tab=contact the form is on the page's
 * first screen, and zod (about 26 KB gzip) put that page over the 150 KB first-load budget. The
 * rules are the shared schema's (`supportRequestSchema`: each text's length first, then trimmed
 * and checked), with its constants and the spec's messages; contact-rules.test.ts holds the two
 * to the same answers, and the server checks again with the schema itself.
 */
import { isEmailShaped } from '@shop-scanner/shared/email-shape';
import type { ParsedSupportRequest, SupportRequest } from '@shop-scanner/shared/support';
import {
  SUPPORT_SUBJECT_MAX_LENGTH,
  supportCategories,
  supportMessages as m,
  supportPriorities,
} from '@shop-scanner/shared/support-rules';
import { TEXT_LIMITS, tooLongMessage } from '@shop-scanner/shared/text-limits';
import type { FieldMessages, FormCheck } from '../../lib/use-checked-form';
import { messageProblem } from './reply-rules';

/** The form's values: every field present, as the form holds them. */
export type ContactValues = Required<SupportRequest>;

const nameProblem = (name: string): string | undefined => {
  if (name.length > TEXT_LIMITS.name) return tooLongMessage('Name', TEXT_LIMITS.name);
  return name.trim() === '' ? m.nameRequired : undefined;
};

const emailProblem = (email: string): string | undefined => {
  if (email.length > TEXT_LIMITS.email) return m.emailInvalid;
  const text = email.trim();
  if (text === '') return m.emailRequired;
  return isEmailShaped(text) ? undefined : m.emailInvalid;
};

const subjectProblem = (subject: string): string | undefined => {
  if (subject.length > SUPPORT_SUBJECT_MAX_LENGTH) return m.subjectTooLong;
  return subject.trim() === '' ? m.subjectRequired : undefined;
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export const checkSupportRequest: FormCheck<ContactValues, ParsedSupportRequest> = (values) => {
  const problems: Record<string, string | undefined> = {
    name: nameProblem(values.name),
    email: emailProblem(values.email),
    category: isOneOf(supportCategories, values.category) ? undefined : m.categoryInvalid,
    subject: subjectProblem(values.subject),
    message: messageProblem(values.message),
    priority: isOneOf(supportPriorities, values.priority) ? undefined : m.priorityInvalid,
  };
  const errors: FieldMessages = Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  );
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: {
      name: values.name.trim(),
      email: values.email.trim(),
      category: values.category,
      subject: values.subject.trim(),
      message: values.message.trim(),
      priority: values.priority,
    },
  };
};
