/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Sent_GoInputs */

const en_request_sent_go = /** @type {(inputs: Request_Sent_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to my bookings`)
};

const sw_request_sent_go = /** @type {(inputs: Request_Sent_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenda kwenye uhifadhi wangu`)
};

/**
* | output |
* | --- |
* | "Go to my bookings" |
*
* @param {Request_Sent_GoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const request_sent_go = /** @type {((inputs?: Request_Sent_GoInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Sent_GoInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_request_sent_go(inputs)
	return en_request_sent_go(inputs)
});