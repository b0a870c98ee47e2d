/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_MeetingsInputs */

const en_limited_meetings = /** @type {(inputs: Limited_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new meetings`)
};

const sw_limited_meetings = /** @type {(inputs: Limited_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mikutano mipya`)
};

/**
* | output |
* | --- |
* | "new meetings" |
*
* @param {Limited_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_meetings = /** @type {((inputs?: Limited_MeetingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_MeetingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_meetings(inputs)
	return en_limited_meetings(inputs)
});