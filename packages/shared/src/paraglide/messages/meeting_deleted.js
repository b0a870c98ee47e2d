/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_DeletedInputs */

const en_meeting_deleted = /** @type {(inputs: Meeting_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting deleted successfully`)
};

const sw_meeting_deleted = /** @type {(inputs: Meeting_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mkutano umefutwa`)
};

/**
* | output |
* | --- |
* | "Meeting deleted successfully" |
*
* @param {Meeting_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_deleted = /** @type {((inputs?: Meeting_DeletedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_DeletedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_deleted(inputs)
	return en_meeting_deleted(inputs)
});