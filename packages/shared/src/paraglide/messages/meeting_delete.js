/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_DeleteInputs */

const en_meeting_delete = /** @type {(inputs: Meeting_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete meeting`)
};

const sw_meeting_delete = /** @type {(inputs: Meeting_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa mkutano`)
};

/**
* | output |
* | --- |
* | "Delete meeting" |
*
* @param {Meeting_DeleteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_delete = /** @type {((inputs?: Meeting_DeleteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_DeleteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_delete(inputs)
	return en_meeting_delete(inputs)
});