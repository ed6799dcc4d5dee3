import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';
import { signUpProblem } from './sign-up-rules';

/**
 * Cognito PreSignUp: checks the attributes, then confirms the user and verifies the email at once,
 * because the spec signs a user in straight after registering. Throwing rejects the sign-up; Cognito
 * passes the message back to the client.
 */
export const handler = withMetrics(
  async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
    const problem = signUpProblem(event.request.userAttributes);
    if (problem) {
      logger.info('Sign-up rejected', { problem });
      throw new Error(problem);
    }
    event.response.autoConfirmUser = true;
    if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
    return event;
  },
);
