/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_MutedInputs */

const en_meeting_muted = /** @type {(inputs: Meeting_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muted`)
};

const sw_meeting_muted = /** @type {(inputs: Meeting_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amenyamazishwa`)
};

/**
* | output |
* | --- |
* | "Muted" |
*
* @param {Meeting_MutedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_muted = /** @type {((inputs?: Meeting_MutedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_MutedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_muted(inputs)
	return en_meeting_muted(inputs)
});