/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Sign_InInputs */

const en_meetings_sign_in = /** @type {(inputs: Meetings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to host or join virtual meetings.`)
};

const sw_meetings_sign_in = /** @type {(inputs: Meetings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali ingia ili kuanzisha au kujiunga na mikutano ya mtandaoni.`)
};

/**
* | output |
* | --- |
* | "Please sign in to host or join virtual meetings." |
*
* @param {Meetings_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_sign_in = /** @type {((inputs?: Meetings_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_sign_in(inputs)
	return en_meetings_sign_in(inputs)
});