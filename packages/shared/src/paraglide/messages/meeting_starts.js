/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_StartsInputs */

const en_meeting_starts = /** @type {(inputs: Meeting_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

const sw_meeting_starts = /** @type {(inputs: Meeting_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaanza`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Meeting_StartsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_starts = /** @type {((inputs?: Meeting_StartsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_StartsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_starts(inputs)
	return en_meeting_starts(inputs)
});