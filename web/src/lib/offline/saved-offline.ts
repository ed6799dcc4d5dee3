/**
 * How a write made without a connection reads to the features that make one: the API client
 * answers the queued marker (offline) or throws a network failure marked as queued (the
 * connection dropped on the way); both mean the same to the shopper, "saved offline, sent when
 * you are back online", said with one toast.
 */
import { ApiError, isQueuedAnswer, type QueuedAnswer } from '../api-client';
import { toast } from '../toast-store';

export const SAVED_OFFLINE = 'Saved offline. It will be sent when you are back online.';

/** The call's answer, or the queued marker when its network failure was queued. */
export const answerOrQueued = async <T>(
  call: Promise<T | QueuedAnswer>,
): Promise<T | QueuedAnswer> => {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.queueId !== undefined) {
      return { queued: true, queueId: error.queueId };
    }
    throw error;
  }
};

export const saySavedOffline = (): void => {
  toast.show(SAVED_OFFLINE, 'info');
};

export { isQueuedAnswer };
