/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Too_FastInputs */

const en_meeting_too_fast = /** @type {(inputs: Meeting_Too_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are sending messages too fast. Wait a moment and try again.`)
};

const sw_meeting_too_fast = /** @type {(inputs: Meeting_Too_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unatuma jumbe haraka mno. Subiri kidogo kisha ujaribu tena.`)
};

/**
* | output |
* | --- |
* | "You are sending messages too fast. Wait a moment and try again." |
*
* @param {Meeting_Too_FastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_too_fast = /** @type {((inputs?: Meeting_Too_FastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Too_FastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_too_fast(inputs)
	return en_meeting_too_fast(inputs)
});