/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_EndedInputs */

const en_meeting_ended = /** @type {(inputs: Meeting_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This meeting has ended.`)
};

const sw_meeting_ended = /** @type {(inputs: Meeting_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mkutano huu umekwisha.`)
};

/**
* | output |
* | --- |
* | "This meeting has ended." |
*
* @param {Meeting_EndedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_ended = /** @type {((inputs?: Meeting_EndedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_EndedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_ended(inputs)
	return en_meeting_ended(inputs)
});