/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MeetingsInputs */

const en_nav_meetings = /** @type {(inputs: Nav_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetings`)
};

const sw_nav_meetings = /** @type {(inputs: Nav_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mikutano`)
};

/**
* | output |
* | --- |
* | "Meetings" |
*
* @param {Nav_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nav_meetings = /** @type {((inputs?: Nav_MeetingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MeetingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_nav_meetings(inputs)
	return en_nav_meetings(inputs)
});