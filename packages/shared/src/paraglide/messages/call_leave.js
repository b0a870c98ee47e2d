/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Call_LeaveInputs */

const en_call_leave = /** @type {(inputs: Call_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

const sw_call_leave = /** @type {(inputs: Call_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ondoka`)
};

/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Call_LeaveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_leave = /** @type {((inputs?: Call_LeaveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_LeaveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_leave(inputs)
	return en_call_leave(inputs)
});