/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Join_ShortInputs */

const en_meeting_join_short = /** @type {(inputs: Meeting_Join_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join`)
};

const sw_meeting_join_short = /** @type {(inputs: Meeting_Join_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiunge`)
};

/**
* | output |
* | --- |
* | "Join" |
*
* @param {Meeting_Join_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_join_short = /** @type {((inputs?: Meeting_Join_ShortInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Join_ShortInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_join_short(inputs)
	return en_meeting_join_short(inputs)
});