/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_CopiedInputs */

const en_meeting_copied = /** @type {(inputs: Meeting_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied to clipboard!`)
};

const sw_meeting_copied = /** @type {(inputs: Meeting_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imenakiliwa!`)
};

/**
* | output |
* | --- |
* | "Copied to clipboard!" |
*
* @param {Meeting_CopiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_copied = /** @type {((inputs?: Meeting_CopiedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_CopiedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_copied(inputs)
	return en_meeting_copied(inputs)
});