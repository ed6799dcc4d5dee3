import { describe, expect, it } from 'vitest';
import {
  buildApiEvent,
  formatRequestTime,
  isTextContentType,
  stringifyClaims,
  toHttpResponse,
} from './api-event';

const now = new Date('2026-03-12T19:03:58.123Z');

describe('buildApiEvent', () => {
  it('builds a payload 2.0 event like API Gateway', () => {
    // Act
    const event = buildApiEvent({
      request: {
        method: 'post',
        url: '/api/x/a%20b?k=1&k=2&e=%C3%A9&flag',
        httpVersion: '1.1',
        headers: {
          host: 'localhost:3000',
          'user-agent': 'ua',
          cookie: 'a=1; b=2',
          'content-type': 'application/json',
          'x-multi': ['1', '2'],
        },
        body: Buffer.from('{"x":1}'),
        sourceIp: '127.0.0.1',
      },
      routeKey: 'POST /api/x/{id}',
      pathParameters: { id: 'a b' },
      claims: { sub: 's', exp: 5, email_verified: true, 'cognito:groups': ['g1', 'g2'] },
      requestId: 'rid',
      now,
    });
    // Assess
    expect(event).toEqual({
      version: '2.0',
      routeKey: 'POST /api/x/{id}',
      rawPath: '/api/x/a%20b',
      rawQueryString: 'k=1&k=2&e=%C3%A9&flag',
      cookies: ['a=1', 'b=2'],
      headers: {
        host: 'localhost:3000',
        'user-agent': 'ua',
        'content-type': 'application/json',
        'x-multi': '1,2',
      },
      queryStringParameters: { k: '1,2', e: 'é', flag: '' },
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        authorizer: {
          jwt: {
            claims: { sub: 's', exp: '5', email_verified: 'true', 'cognito:groups': '[g1 g2]' },
            scopes: null,
          },
        },
        domainName: 'localhost',
        domainPrefix: 'localhost',
        http: {
          method: 'POST',
          path: '/api/x/a%20b',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'ua',
        },
        requestId: 'rid',
        routeKey: 'POST /api/x/{id}',
        stage: '$default',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: now.getTime(),
      },
      body: '{"x":1}',
      pathParameters: { id: 'a b' },
      isBase64Encoded: false,
    });
  });

  it('leaves out body, query, cookies, path parameters and authorizer when there are none', () => {
    const event = buildApiEvent({
      request: {
        method: 'GET',
        url: '/api/y',
        httpVersion: '1.1',
        headers: {},
        body: undefined,
        sourceIp: '::1',
      },
      routeKey: 'GET /api/y',
      pathParameters: {},
      claims: undefined,
      requestId: 'r',
      now,
    }) as unknown as Record<string, unknown>;
    for (const key of ['body', 'queryStringParameters', 'cookies', 'pathParameters'])
      expect(event).not.toHaveProperty(key);
    expect(event.requestContext).not.toHaveProperty('authorizer');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('keeps query keys and header names named after prototype members as plain entries', () => {
    // Act
    const event = buildApiEvent({
      request: {
        method: 'GET',
        url: '/api/x?constructor=1&__proto__=2&toString=3&toString=4&valueOf&hasOwnProperty=5',
        httpVersion: '1.1',
        headers: { host: 'localhost', constructor: 'c', __proto__: 'p' } as never,
        body: undefined,
        sourceIp: '127.0.0.1',
      },
      routeKey: 'GET /api/x',
      pathParameters: {},
      claims: undefined,
      requestId: 'rid',
      now,
    });

    // Assess: each is an own string property, as API Gateway hands them over.
    const query = event.queryStringParameters ?? {};
    expect(Object.keys(query)).toEqual([
      'constructor',
      '__proto__',
      'toString',
      'valueOf',
      'hasOwnProperty',
    ]);
    expect(Object.getOwnPropertyDescriptor(query, '__proto__')?.value).toBe('2');
    expect(query.constructor).toBe('1');
    expect(query.toString).toBe('3,4');
    expect(query.valueOf).toBe('');
    expect(Object.getOwnPropertyDescriptor(event.headers, 'constructor')?.value).toBe('c');
  });

  it('base64-encodes binary bodies', () => {
    const event = buildApiEvent({
      request: {
        method: 'POST',
        url: '/u',
        httpVersion: '1.1',
        headers: { 'content-type': 'image/png' },
        body: Buffer.from([1, 2, 250]),
        sourceIp: '',
      },
      routeKey: 'POST /u',
      pathParameters: {},
      claims: undefined,
      requestId: 'r',
      now,
    });
    expect(event.isBase64Encoded).toBe(true);
    expect(event.body).toBe(Buffer.from([1, 2, 250]).toString('base64'));
  });
});

describe('helpers', () => {
  it('classifies text content types', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/vnd.api+json')).toBe(true);
    expect(isTextContentType('text/plain')).toBe(true);
    expect(isTextContentType(undefined)).toBe(true);
    expect(isTextContentType('application/octet-stream')).toBe(false);
    expect(isTextContentType('multipart/form-data; boundary=x')).toBe(false);
  });

  it('stringifies claims', () => {
    expect(stringifyClaims({ a: 1, b: false, c: 'x', d: { e: 1 } })).toEqual({
      a: '1',
      b: 'false',
      c: 'x',
      d: '{"e":1}',
    });
  });

  it('formats the request time', () => {
    expect(formatRequestTime(new Date('2026-01-05T04:05:06Z'))).toBe('05/Jan/2026:04:05:06 +0000');
  });
});

describe('toHttpResponse', () => {
  it('sends a structured result as given, decoding base64 bodies', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'image/png', 'X-N': 1 },
      cookies: ['a=1'],
      body: Buffer.from([9, 8]).toString('base64'),
      isBase64Encoded: true,
    });
    expect(response).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'image/png', 'x-n': '1' },
      cookies: ['a=1'],
      body: Buffer.from([9, 8]),
    });
  });

  it('sends anything else as 200 JSON', () => {
    expect(toHttpResponse({ a: 1 })).toMatchObject({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"a":1}'),
    });
    expect(toHttpResponse('hello')).toMatchObject({ statusCode: 200, body: Buffer.from('hello') });
  });

  it('defaults the content type of a structured body to JSON and sends an empty 204', () => {
    expect(toHttpResponse({ statusCode: 200, body: '{}' }).headers).toEqual({
      'content-type': 'application/json',
    });
    expect(toHttpResponse({ statusCode: 204 })).toEqual({
      statusCode: 204,
      headers: {},
      cookies: [],
      body: Buffer.alloc(0),
    });
  });
});
