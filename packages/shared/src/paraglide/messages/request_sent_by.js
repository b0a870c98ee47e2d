/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Request_Sent_ByInputs */

const en_request_sent_by = /** @type {(inputs: Request_Sent_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The host answers by ${i?.by}. The time is held for you meanwhile. You pay only once they accept; we will tell you on your bookings page.`)
};

const sw_request_sent_by = /** @type {(inputs: Request_Sent_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwenyeji atajibu kabla ya ${i?.by}. Muda huo umeshikiliwa kwa ajili yako. Utalipa tu akishakubali; tutakujulisha kwenye ukurasa wa uhifadhi wako.`)
};

/**
* | output |
* | --- |
* | "The host answers by {by}. The time is held for you meanwhile. You pay only once they accept; we will tell you on your bookings page." |
*
* @param {Request_Sent_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const request_sent_by = /** @type {((inputs: Request_Sent_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Sent_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_request_sent_by(inputs)
	return en_request_sent_by(inputs)
});