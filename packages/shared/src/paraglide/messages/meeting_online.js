/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_OnlineInputs */

const en_meeting_online = /** @type {(inputs: Meeting_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

const sw_meeting_online = /** @type {(inputs: Meeting_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yuko mtandaoni`)
};

/**
* | output |
* | --- |
* | "Online" |
*
* @param {Meeting_OnlineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_online = /** @type {((inputs?: Meeting_OnlineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_OnlineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_online(inputs)
	return en_meeting_online(inputs)
});