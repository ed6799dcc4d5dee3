import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/** The request every endpoint group's handler receives from API Gateway (or the local gateway). */
export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
