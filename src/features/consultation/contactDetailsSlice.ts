import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import {
  contactDetailsFields,
  contactDetailsMaxLengths,
  emptyContactDetails,
  validateContactDetail,
  validateContactDetails,
  type ContactDetails,
  type ContactDetailsErrors,
  type ContactDetailsField,
} from '../../lib/leads/consultation';

/**
 * Who is asking for the consultation, asked on the last question: apart from the answers because it is
 * kept for the browser session only, and forgotten once the request has been delivered.
 */
export interface ContactDetailsState {
  values: ContactDetails;
  /** Checked on blur, then on every change, as the contact form's fields are. */
  touched: Partial<Record<ContactDetailsField, true>>;
  errors: ContactDetailsErrors;
}

export const initialContactDetails: ContactDetailsState = { values: emptyContactDetails, touched: {}, errors: {} };

export const contactDetailsSlice = createSlice({
  name: 'consultationContact',
  initialState: initialContactDetails,
  reducers: {
    detailEdited(state, action: PayloadAction<{ field: ContactDetailsField; value: string }>) {
      const { field, value } = action.payload;
      state.values[field] = value.slice(0, contactDetailsMaxLengths[field]);
      if (state.touched[field]) state.errors[field] = validateContactDetail(field, state.values[field]);
    },
    detailLeft(state, action: PayloadAction<ContactDetailsField>) {
      const field = action.payload;
      state.touched[field] = true;
      state.errors[field] = validateContactDetail(field, state.values[field]);
    },
    /** Submit was pressed: every field is checked and shows its message. */
    detailsChecked(state) {
      for (const field of contactDetailsFields) state.touched[field] = true;
      state.errors = validateContactDetails(state.values);
    },
    /** The request reached the agency: nothing of who asked stays in the browser. */
    detailsForgotten: () => initialContactDetails,
  },
  selectors: {
    selectContactDetails: (state) => state.values,
    selectContactDetailErrors: (state) => state.errors,
  },
});

export const { detailEdited, detailLeft, detailsChecked, detailsForgotten } = contactDetailsSlice.actions;
export const { selectContactDetails, selectContactDetailErrors } = contactDetailsSlice.getSelectors(
  (root: RootState) => root.consultationContact ?? initialContactDetails,
);
