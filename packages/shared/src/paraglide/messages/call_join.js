/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Call_JoinInputs */

const en_call_join = /** @type {(inputs: Call_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Video Call`)
};

const sw_call_join = /** @type {(inputs: Call_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiunge na Simu ya Video`)
};

/**
* | output |
* | --- |
* | "Join Video Call" |
*
* @param {Call_JoinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_join = /** @type {((inputs?: Call_JoinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_JoinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_join(inputs)
	return en_call_join(inputs)
});