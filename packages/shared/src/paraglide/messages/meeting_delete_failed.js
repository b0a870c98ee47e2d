/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Delete_FailedInputs */

const en_meeting_delete_failed = /** @type {(inputs: Meeting_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete meeting`)
};

const sw_meeting_delete_failed = /** @type {(inputs: Meeting_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta mkutano`)
};

/**
* | output |
* | --- |
* | "Failed to delete meeting" |
*
* @param {Meeting_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_delete_failed = /** @type {((inputs?: Meeting_Delete_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Delete_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_delete_failed(inputs)
	return en_meeting_delete_failed(inputs)
});