import * as yup from 'yup';
import { ID_MAX } from './record-rules';

/**
 * Path parameters, declared by every handler whose path has one (`handle({ params: idParams })`),
 * so each is read as a checked string and one that no record could have answers 400 naming it.
 */

/** A record's id: made by the server, never longer than its ids (mocks/record-rules.ts). */
export const recordId = yup.string().required().max(ID_MAX);

/** The `:id` of a record's path: `/api/medications/:id`. */
export const idParams = yup.object({ id: recordId });
