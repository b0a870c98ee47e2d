/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Ended_ShortInputs */

const en_meeting_ended_short = /** @type {(inputs: Meeting_Ended_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

const sw_meeting_ended_short = /** @type {(inputs: Meeting_Ended_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umekwisha`)
};

/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Meeting_Ended_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_ended_short = /** @type {((inputs?: Meeting_Ended_ShortInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Ended_ShortInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_ended_short(inputs)
	return en_meeting_ended_short(inputs)
});