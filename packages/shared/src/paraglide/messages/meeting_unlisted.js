/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_UnlistedInputs */

const en_meeting_unlisted = /** @type {(inputs: Meeting_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlisted room`)
};

const sw_meeting_unlisted = /** @type {(inputs: Meeting_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chumba kisichoorodheshwa`)
};

/**
* | output |
* | --- |
* | "Unlisted room" |
*
* @param {Meeting_UnlistedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_unlisted = /** @type {((inputs?: Meeting_UnlistedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_UnlistedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_unlisted(inputs)
	return en_meeting_unlisted(inputs)
});