import { describe, expect, it } from 'vitest';
import { SUPPORT_STAFF_GROUP } from '@shop-scanner/shared/support-rules';
import {
  actionsOf,
  buildTemplate,
  logicalIdOf,
  projectFunction,
  projectFunctions,
  single,
  statementsOfRole,
  type Resource,
} from './support/build-stack';

const FROM = 'Shop Scanner Support <help@mail.shop.example>';
const { template } = buildTemplate({ supportMailFrom: FROM });

const roleOf = (fn: Resource): string => fn.Properties.Role['Fn::GetAtt'][0] as string;
const sesStatements = (fn: Resource) =>
  statementsOfRole(template, roleOf(fn)).filter((s) => actionsOf([s]).includes('ses:SendEmail'));
/** The identity names an SES statement's resources end with. */
const identitiesOf = (statement: { Resource: unknown[] }): string[] =>
  statement.Resource.map((r) => {
    const parts = (r as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    return String(parts.at(-1)).replace(/^:identity\//, '');
  });

describe('the support staff group', () => {
  it('is a group of the user pool, named as the functions read it from tokens', () => {
    // Act
    const [, group] = single(template, 'AWS::Cognito::UserPoolGroup');

    // Assess
    expect(group.Properties).toMatchObject({
      GroupName: SUPPORT_STAFF_GROUP,
      UserPoolId: { Ref: logicalIdOf(template, 'AWS::Cognito::UserPool') },
    });
  });
});

describe('support mail through SES', () => {
  it('lets the support function send as the configured sender only, on its address or domain identity', () => {
    // Prepare
    const [, support] = projectFunction(template, 'support');

    // Act
    const statements = sesStatements(support);

    // Assess
    expect(statements).toHaveLength(1);
    const [send] = statements;
    expect(actionsOf(statements)).toEqual(['ses:SendEmail']);
    expect(identitiesOf(send)).toEqual(['help@mail.shop.example', 'mail.shop.example']);
    expect(send.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': 'help@mail.shop.example' },
    });
  });

  it('gives the support function the sender, the site for links, the pool and the guest salt', () => {
    const [, support] = projectFunction(template, 'support');

    const variables = support.Properties.Environment.Variables;

    expect(variables.MAIL_FROM).toBe(FROM);
    expect(variables.SITE_URL).toBeDefined();
    expect(variables).toHaveProperty('USER_POOL_ID');
    expect(variables).toHaveProperty('USER_POOL_CLIENT_ID');
    expect(variables).toHaveProperty('GUEST_HASH_SALT');
    // Locally the mailer talks SMTP to the catcher; on AWS it must not.
    expect(variables).not.toHaveProperty('SMTP_URL');
  });

  it('lets no other function send e-mail', () => {
    const senders = [...projectFunctions(template)]
      .filter(([, [, fn]]) => sesStatements(fn).length > 0)
      .map(([name]) => name);

    expect(senders).toEqual(['support']);
  });
});
