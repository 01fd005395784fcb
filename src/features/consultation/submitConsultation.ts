import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { firstInvalidContactDetail, type ContactDetailsField } from '../../lib/leads/consultation';
import { changeRequested, reviewRequested, selectIsReview, submitted } from './consultationSlice';
import { detailsChecked, selectContactDetailErrors } from './contactDetailsSlice';

type Checked = ThunkAction<ContactDetailsField | undefined, RootState, unknown, UnknownAction>;

function invalidDetail(dispatch: (action: UnknownAction) => unknown, getState: () => RootState) {
  dispatch(detailsChecked());
  return firstInvalidContactDetail(selectContactDetailErrors(getState()));
}

/**
 * "Review" on the last question: the contact details are checked first, and the review shows only when they
 * are valid. Returns the first invalid field, where focus should go.
 */
export function reviewPressed(honeypot: string): Checked {
  return (dispatch, getState) => {
    const invalid = invalidDetail(dispatch, getState);
    if (invalid === undefined) dispatch(reviewRequested(honeypot));
    return invalid;
  };
}

/**
 * "Send" on the review: the request goes (the summary shows) with details still valid; a review restored in a
 * new browser session has lost them (they are kept per session), so the last question opens again to ask.
 */
export function sendPressed(): Checked {
  return (dispatch, getState) => {
    if (!selectIsReview(getState())) return undefined;
    const invalid = invalidDetail(dispatch, getState);
    if (invalid === undefined) dispatch(submitted());
    else dispatch(changeRequested('requirements'));
    return invalid;
  };
}
