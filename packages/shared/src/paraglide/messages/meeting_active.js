/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_ActiveInputs */

const en_meeting_active = /** @type {(inputs: Meeting_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const sw_meeting_active = /** @type {(inputs: Meeting_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaendelea`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Meeting_ActiveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_active = /** @type {((inputs?: Meeting_ActiveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_ActiveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_active(inputs)
	return en_meeting_active(inputs)
});