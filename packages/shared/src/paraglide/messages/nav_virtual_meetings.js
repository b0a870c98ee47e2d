/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Virtual_MeetingsInputs */

const en_nav_virtual_meetings = /** @type {(inputs: Nav_Virtual_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virtual Meetings`)
};

const sw_nav_virtual_meetings = /** @type {(inputs: Nav_Virtual_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mikutano ya Mtandaoni`)
};

/**
* | output |
* | --- |
* | "Virtual Meetings" |
*
* @param {Nav_Virtual_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nav_virtual_meetings = /** @type {((inputs?: Nav_Virtual_MeetingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Virtual_MeetingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_nav_virtual_meetings(inputs)
	return en_nav_virtual_meetings(inputs)
});