/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_FullInputs */

const en_meeting_full = /** @type {(inputs: Meeting_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This room is full. Try again when someone leaves.`)
};

const sw_meeting_full = /** @type {(inputs: Meeting_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chumba hiki kimejaa. Jaribu tena mtu akitoka.`)
};

/**
* | output |
* | --- |
* | "This room is full. Try again when someone leaves." |
*
* @param {Meeting_FullInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_full = /** @type {((inputs?: Meeting_FullInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_FullInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_full(inputs)
	return en_meeting_full(inputs)
});