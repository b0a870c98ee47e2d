/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Sent_By_StartInputs */

const en_request_sent_by_start = /** @type {(inputs: Request_Sent_By_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host answers by the start of your booking. The time is held for you meanwhile. You pay only once they accept; we will tell you on your bookings page.`)
};

const sw_request_sent_by_start = /** @type {(inputs: Request_Sent_By_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji atajibu kabla ya kuanza kwa uhifadhi wako. Muda huo umeshikiliwa kwa ajili yako. Utalipa tu akishakubali; tutakujulisha kwenye ukurasa wa uhifadhi wako.`)
};

/**
* | output |
* | --- |
* | "The host answers by the start of your booking. The time is held for you meanwhile. You pay only once they accept; we will tell you on your bookings page." |
*
* @param {Request_Sent_By_StartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const request_sent_by_start = /** @type {((inputs?: Request_Sent_By_StartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Sent_By_StartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_request_sent_by_start(inputs)
	return en_request_sent_by_start(inputs)
});