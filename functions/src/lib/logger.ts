import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs (service name and level from POWERTOOLS_SERVICE_NAME and LOG_LEVEL). */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'shop-scanner',
});
