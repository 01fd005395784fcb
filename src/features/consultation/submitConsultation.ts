import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { firstInvalidContactDetail, type ContactDetailsField } from '../../lib/leads/consultation';
import { submitted } from './consultationSlice';
import { detailsChecked, selectContactDetailErrors } from './contactDetailsSlice';

/**
 * Submit on the last question: the contact details are checked first, and the request goes (the summary
 * shows) only when they are valid. Returns the first invalid field, where focus should go.
 */
export function submitPressed(
  honeypot: string,
): ThunkAction<ContactDetailsField | undefined, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    dispatch(detailsChecked());
    const invalid = firstInvalidContactDetail(selectContactDetailErrors(getState()));
    if (invalid === undefined) dispatch(submitted(honeypot));
    return invalid;
  };
}
