/**
 * Moderation of community edits, end to end on the products API's stack (support/products-api.ts:
 * the local gateway, the real handler, DynamoDB Local, cognito-local): staff revert an edit and
 * suspend its author, contributors meet the hourly limits, a product edited by someone else says
 * so, and a verified product's brand change waits for staff.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_CREATES_PER_HOUR,
  PRODUCT_EDITS_PER_HOUR,
} from '@shop-scanner/shared/moderation-rules';
import {
  emulators,
  signInAsSupportStaff,
  signUpAndSignIn,
  type Json,
} from '../../local/test/stack';
import {
  api,
  app,
  createBody,
  creme,
  dark,
  newBarcode,
  nonce,
  premiumShopper,
  table,
} from './support/products-api';

type Person = { token: string; userId: string };

/** A user put in the support staff group, signed in again so the token carries the group. */
const aStaffMember = async (): Promise<Person> => {
  const { email } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  const token = await signInAsSupportStaff(app.url, email);
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { token, userId: sub };
};

let staff: Person;
let creator: Person;
let vandal: Person;
beforeAll(async () => {
  [staff, creator, vandal] = await Promise.all([
    aStaffMember(),
    premiumShopper(),
    premiumShopper(),
  ]);
});

const product = async (id: string) => (await api('GET', `/api/products/${id}`)).body;
const history = async (id: string, token?: string) =>
  (await api('GET', `/api/products/${id}/edits`, token ? { token } : {})).body as Json[];
const edit = (id: string, who: Person, body: Json) =>
  api('PUT', `/api/products/${id}`, { token: who.token, body });
const revert = (id: string, editId: string, who: Person, reason = 'Vandalism') =>
  api('POST', `/api/moderation/products/${id}/edits/${editId}/revert`, {
    token: who.token,
    body: { reason },
  });
const suspendAuthor = (id: string, editId: string, who: Person, reason: string) =>
  api('POST', `/api/moderation/products/${id}/edits/${editId}/suspend-author`, {
    token: who.token,
    body: { reason },
  });
const searchTotal = async (word: string) =>
  (await api('GET', `/api/products/search?query=${word}`, { token: creator.token })).body
    .total as number;

/** A product the creator adds, named with a word of its own (search finds it by that word). */
const aCreatorsProduct = async (word = nonce()) => {
  const made = await api('POST', '/api/products', {
    token: creator.token,
    body: createBody({ name: `Oat Milk ${word}`, description: 'Barista oat drink' }),
  });
  expect(made.status).toBe(201);
  return { id: made.body.id as string, word };
};

describe('staff revert an edit', () => {
  it('puts the fields back through the edit path, records the revert and moves search back', async () => {
    // Prepare
    const { id, word } = await aCreatorsProduct();
    const junk = nonce();
    expect((await edit(id, vandal, { name: `RUBBISH ${junk}` })).status).toBe(200);
    const [vandalism] = await history(id);
    expect(await searchTotal(junk)).toBe(1);

    // Act
    const answer = await revert(id, vandalism?.id, staff, 'Renamed to nonsense');

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Edit reverted', reverted: ['name'], left: [] });
    expect((await product(id)).name).toBe(`Oat Milk ${word}`);
    const [recorded] = await history(id);
    expect(recorded).toMatchObject({
      action: 'reverted',
      by: 'staff',
      reason: 'Renamed to nonsense',
      revertOf: vandalism?.id,
      changes: { name: { from: `RUBBISH ${junk}`, to: `Oat Milk ${word}` } },
    });
    expect(await searchTotal(junk)).toBe(0);
    expect(await searchTotal(word)).toBe(1);
  });

  it('shows staff an editor reference per edit, and nobody else', async () => {
    // Prepare
    const { id } = await aCreatorsProduct();
    await edit(id, vandal, { description: 'Spam spam' });

    // Act
    const forStaff = await history(id, staff.token);
    const forShopper = await history(id, vandal.token);

    // Assess
    const [byVandal, byCreator] = forStaff;
    expect(byVandal?.editorRef).toMatch(/^[0-9a-f]{24}$/);
    expect(byCreator?.editorRef).toMatch(/^[0-9a-f]{24}$/);
    expect(byVandal?.editorRef).not.toBe(byCreator?.editorRef);
    expect(JSON.stringify(forStaff)).not.toContain(vandal.userId);
    expect(forShopper.every((e) => e.editorRef === undefined)).toBe(true);
  });

  it('refuses anyone outside the staff with 403 and changes nothing', async () => {
    // Prepare
    const { id } = await aCreatorsProduct();
    await edit(id, vandal, { name: 'Vandalised' });
    const [vandalism] = await history(id);

    // Act
    const byShopper = await revert(id, vandalism?.id, creator);
    const suspensions = await api('GET', '/api/moderation/suspensions', { token: creator.token });

    // Assess
    expect(byShopper.status).toBe(403);
    expect(suspensions.status).toBe(403);
    expect((await product(id)).name).toBe('Vandalised');
  });

  it('does not clobber a field changed again since: it reverts the rest and names what it left', async () => {
    // Prepare: the vandal changes two fields; the creator already corrected the name since
    const { id } = await aCreatorsProduct();
    await edit(id, vandal, { name: 'Junk', description: 'Junk text' });
    const [vandalism] = await history(id);
    await edit(id, creator, { name: 'Oat Milk, corrected' });

    // Act
    const answer = await revert(id, vandalism?.id, staff);
    const again = await revert(id, vandalism?.id, staff);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.reverted).toEqual(['description']);
    expect(answer.body.left).toEqual(['name']);
    expect(answer.body.message).toContain('except name');
    const now = await product(id);
    expect(now.name).toBe('Oat Milk, corrected');
    expect(now.description).toBe('Barista oat drink');
    // Nothing of that edit is left at its value now: refused, nothing written.
    expect(again.status).toBe(409);
    expect(again.body.left).toEqual(['name', 'description']);
    expect((await history(id)).filter((e) => e.action === 'reverted')).toHaveLength(1);
  });

  it('refuses to revert a creation (400) and an edit that does not exist (404)', async () => {
    // Prepare
    const { id } = await aCreatorsProduct();
    const [creation] = await history(id);

    // Act
    const ofCreation = await revert(id, creation?.id, staff);
    const ofNothing = await revert(id, '1700000000000-99', staff);

    // Assess
    expect(creation?.action).toBe('created');
    expect(ofCreation.status).toBe(400);
    expect(ofCreation.body.message).toBe('Adding a product is not an edit that can be reverted');
    expect(ofNothing.status).toBe(404);
  });
});

describe("suspension of a user's editing", () => {
  it('refuses the suspended user’s edits and creates with 403, the reason recorded and listed', async () => {
    // Prepare
    const suspect = await premiumShopper();
    const { id } = await aCreatorsProduct();
    await edit(id, suspect, { name: 'Buy pills here' });
    const [vandalism] = await history(id);

    // Act
    const suspended = await suspendAuthor(id, vandalism?.id, staff, 'Spam links in product names');
    const editWhileSuspended = await edit(id, suspect, { name: 'More spam' });
    const createWhileSuspended = await api('POST', '/api/products', {
      token: suspect.token,
      body: createBody({ name: 'Spam product' }),
    });

    // Assess
    expect(suspended.status).toBe(200);
    expect(editWhileSuspended.status).toBe(403);
    expect(editWhileSuspended.body.message).toBe(
      'Your editing has been suspended: Spam links in product names. If you think this is a mistake, contact support.',
    );
    expect(createWhileSuspended.status).toBe(403);
    expect((await product(id)).name).toBe('Buy pills here');
    const stored = await table().send(
      new GetCommand({
        TableName: 'shop-scanner',
        Key: { pk: `USER#${suspect.userId}`, sk: 'EDIT_SUSPENSION' },
      }),
    );
    expect(stored.Item).toMatchObject({
      status: 'suspended',
      reason: 'Spam links in product names',
      suspendedBy: staff.userId,
      editorRef: suspended.body.suspension.editorRef,
    });
    expect(Date.parse(String(stored.Item?.suspendedAt))).toBeGreaterThan(Date.now() - 60_000);
    const listed = await api('GET', '/api/moderation/suspensions', { token: staff.token });
    expect(listed.body.suspensions).toContainEqual(
      expect.objectContaining({
        editorRef: suspended.body.suspension.editorRef,
        reason: 'Spam links in product names',
        productId: id,
      }),
    );
  });

  it('lets the user edit again once lifted, with the lifting recorded and off the list', async () => {
    // Prepare
    const suspect = await premiumShopper();
    const { id } = await aCreatorsProduct();
    await edit(id, suspect, { description: 'Odd but honest' });
    const [theirs] = await history(id);
    const suspended = await suspendAuthor(id, theirs?.id, staff, 'Looked like spam');
    const ref = suspended.body.suspension.editorRef as string;

    // Act
    const lifted = await api('POST', `/api/moderation/suspensions/${ref}/lift`, {
      token: staff.token,
      body: { reason: 'Checked: a real shopper' },
    });
    const editAfter = await edit(id, suspect, { description: 'A better description' });
    const liftAgain = await api('POST', `/api/moderation/suspensions/${ref}/lift`, {
      token: staff.token,
      body: { reason: 'Twice' },
    });

    // Assess
    expect(lifted.status).toBe(200);
    expect(editAfter.status).toBe(200);
    expect(liftAgain.status).toBe(404);
    const stored = await table().send(
      new GetCommand({
        TableName: 'shop-scanner',
        Key: { pk: `USER#${suspect.userId}`, sk: 'EDIT_SUSPENSION' },
      }),
    );
    expect(stored.Item).toMatchObject({
      status: 'lifted',
      liftReason: 'Checked: a real shopper',
      liftedBy: staff.userId,
      reason: 'Looked like spam',
    });
    const listed = await api('GET', '/api/moderation/suspensions', { token: staff.token });
    expect(listed.body.suspensions.map((s: Json) => s.editorRef)).not.toContain(ref);
  });

  it('needs a reason, and is staff only', async () => {
    // Prepare
    const { id } = await aCreatorsProduct();
    await edit(id, vandal, { description: 'x' });
    const [theirs] = await history(id);

    // Act
    const noReason = await suspendAuthor(id, theirs?.id, staff, '   ');
    const byShopper = await suspendAuthor(id, theirs?.id, creator, 'Revenge');

    // Assess
    expect(noReason.status).toBe(400);
    expect(byShopper.status).toBe(403);
    const stored = await table().send(
      new GetCommand({
        TableName: 'shop-scanner',
        Key: { pk: `USER#${vandal.userId}`, sk: 'EDIT_SUSPENSION' },
      }),
    );
    expect(stored.Item).toBeUndefined();
  });
});

/** A raw call, for the Retry-After header. */
const rawCall = async (method: string, path: string, token: string, body: Json) => {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Json,
  };
};

describe('hourly limits of adding and editing', () => {
  it(`refuses create number ${PRODUCT_CREATES_PER_HOUR + 1} of an hour with 429 and Retry-After, writing nothing`, async () => {
    // Prepare
    const adder = await premiumShopper();
    for (let i = 0; i < PRODUCT_CREATES_PER_HOUR; i++) {
      const made = await api('POST', '/api/products', {
        token: adder.token,
        body: createBody({ name: `Limit test ${i}` }),
      });
      expect(made.status).toBe(201);
    }
    const barcode = newBarcode();

    // Act
    const refused = await rawCall('POST', '/api/products', adder.token, createBody({ barcode }));

    // Assess
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    expect(refused.body).toMatchObject({ rateLimit: 'productCreatesPerHour' });
    expect(refused.body.message).toContain('in the last hour');
    const claim = await table().send(
      new GetCommand({
        TableName: 'shop-scanner',
        Key: { pk: `BARCODE#${barcode.padStart(14, '0')}`, sk: 'BARCODE' },
      }),
    );
    expect(claim.Item).toBeUndefined();
  });

  it(`refuses edit number ${PRODUCT_EDITS_PER_HOUR + 1} of an hour with 429, and the product stays`, async () => {
    // Prepare
    const editor = await premiumShopper();
    const { id } = await aCreatorsProduct();
    for (let i = 0; i < PRODUCT_EDITS_PER_HOUR; i++) {
      expect((await edit(id, editor, { description: `Revision ${i}` })).status).toBe(200);
    }

    // Act
    const refused = await rawCall('PUT', `/api/products/${id}`, editor.token, {
      description: 'One too many',
    });

    // Assess
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatchObject({ rateLimit: 'productEditsPerHour' });
    expect((await product(id)).description).toBe(`Revision ${PRODUCT_EDITS_PER_HOUR - 1}`);
  });
});

describe('"Edited by the community"', () => {
  it('is set by an edit of someone other than the creator, not by the creator’s own', async () => {
    // Prepare
    const { id } = await aCreatorsProduct();

    // Act
    const own = await edit(id, creator, { description: 'My own correction' });
    const others = await edit(id, vandal, { description: 'Someone else’s correction' });
    const ownAgain = await edit(id, creator, { description: 'Mine again' });

    // Assess
    expect(own.body.editedByCommunity).toBe(false);
    expect(others.body.editedByCommunity).toBe(true);
    expect(ownAgain.body.editedByCommunity).toBe(true);
    expect((await product(id)).editedByCommunity).toBe(true);
  });

  it('is set by any shopper’s edit of a demo product, which nobody added', async () => {
    // Prepare
    expect((await product(dark.id)).editedByCommunity).toBe(false);

    // Act
    const edited = await edit(dark.id, creator, { description: 'Tastes of cocoa' });

    // Assess
    expect(edited.status).toBe(200);
    expect((await product(dark.id)).editedByCommunity).toBe(true);
  });
});

describe("a verified product's brand change waits for staff review", () => {
  const pendingOf = async (productId: string) =>
    (
      (await api('GET', '/api/moderation/pending-edits', { token: staff.token })).body
        .pendingEdits as Json[]
    ).filter((p) => p.productId === productId);

  it('is held with 202 and shows only once staff approve it, as its editor’s edit', async () => {
    // Prepare
    const before = await product(creme.id);
    expect(before.verified).toBe(true);
    const editor = await premiumShopper();

    // Act
    const held = await edit(creme.id, editor, { brand: 'Knock-Off Co', name: 'Renamed creme' });
    const whileHeld = await product(creme.id);
    const [pending] = await pendingOf(creme.id);
    const approved = await api(
      'POST',
      `/api/moderation/products/${creme.id}/pending-edits/${pending?.id}/approve`,
      { token: staff.token },
    );

    // Assess
    expect(held.status).toBe(202);
    expect(held.body.message).toContain('Your change waits for review by our staff');
    expect(whileHeld.brand).toBe(before.brand);
    expect(whileHeld.name).toBe(before.name);
    expect(pending?.changes).toEqual({
      brand: { from: before.brand, to: 'Knock-Off Co' },
      name: { from: before.name, to: 'Renamed creme' },
    });
    expect(approved.status).toBe(200);
    const after = await product(creme.id);
    expect(after.brand).toBe('Knock-Off Co');
    expect(after.name).toBe('Renamed creme');
    const [recorded] = await history(creme.id, staff.token);
    expect(recorded).toMatchObject({ action: 'updated', approvedBy: 'staff' });
    expect(recorded?.editorRef).toBe(pending?.editorRef);
    expect(await pendingOf(creme.id)).toEqual([]);
  });

  it('is gone without a trace on the product once rejected with a reason', async () => {
    // Prepare
    const editor = await premiumShopper();
    const { brand } = await product(creme.id);
    const held = await edit(creme.id, editor, { brand: 'Nobody Brand' });
    const [pending] = await pendingOf(creme.id);

    // Act
    const rejected = await api(
      'POST',
      `/api/moderation/products/${creme.id}/pending-edits/${pending?.id}/reject`,
      { token: staff.token, body: { reason: 'Not the maker of this product' } },
    );
    const approveAfter = await api(
      'POST',
      `/api/moderation/products/${creme.id}/pending-edits/${pending?.id}/approve`,
      { token: staff.token },
    );

    // Assess
    expect(held.status).toBe(202);
    expect(rejected.status).toBe(200);
    expect(approveAfter.status).toBe(404);
    expect((await product(creme.id)).brand).toBe(brand);
    expect(await pendingOf(creme.id)).toEqual([]);
    const stored = await table().send(
      new GetCommand({
        TableName: 'shop-scanner',
        Key: { pk: `PRODUCT#${creme.id}`, sk: `PENDING_EDIT#${pending?.id}` },
      }),
    );
    expect(stored.Item).toMatchObject({
      status: 'rejected',
      reason: 'Not the maker of this product',
    });
  });

  it('refuses with 409 to approve an edit the product moved on from meanwhile', async () => {
    // Prepare: two contributors change the brand from the same value
    const { brand } = await product(creme.id);
    await edit(creme.id, creator, { brand: 'First Brand' });
    await edit(creme.id, vandal, { brand: 'Second Brand' });
    const pending = await pendingOf(creme.id);
    const first = pending.find((p) => p.changes.brand.to === 'First Brand');
    const second = pending.find((p) => p.changes.brand.to === 'Second Brand');
    const approve = (id: string) =>
      api('POST', `/api/moderation/products/${creme.id}/pending-edits/${id}/approve`, {
        token: staff.token,
      });

    // Act
    const firstApproved = await approve(String(first?.id));
    const secondApproved = await approve(String(second?.id));

    // Assess
    expect(firstApproved.status).toBe(200);
    expect(secondApproved.status).toBe(409);
    expect(secondApproved.body.message).toContain('The product changed since this edit was sent');
    expect((await product(creme.id)).brand).toBe('First Brand');
    expect(brand).not.toBe('First Brand');
    expect(await pendingOf(creme.id)).toHaveLength(1);
  });

  it('lets the other fields of a verified product change at once', async () => {
    // Act
    const answer = await edit(creme.id, creator, { description: 'Rich and smooth' });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.description).toBe('Rich and smooth');
  });
});
