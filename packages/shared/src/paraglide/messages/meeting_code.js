/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_CodeInputs */

const en_meeting_code = /** @type {(inputs: Meeting_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const sw_meeting_code = /** @type {(inputs: Meeting_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Meeting_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_code = /** @type {((inputs?: Meeting_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_code(inputs)
	return en_meeting_code(inputs)
});