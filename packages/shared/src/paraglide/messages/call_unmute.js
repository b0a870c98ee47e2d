/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Call_UnmuteInputs */

const en_call_unmute = /** @type {(inputs: Call_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmute`)
};

const sw_call_unmute = /** @type {(inputs: Call_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Washa sauti`)
};

/**
* | output |
* | --- |
* | "Unmute" |
*
* @param {Call_UnmuteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_unmute = /** @type {((inputs?: Call_UnmuteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_UnmuteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_unmute(inputs)
	return en_call_unmute(inputs)
});