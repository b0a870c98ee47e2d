/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Sent_TitleInputs */

const en_request_sent_title = /** @type {(inputs: Request_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request sent`)
};

const sw_request_sent_title = /** @type {(inputs: Request_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi limetumwa`)
};

/**
* | output |
* | --- |
* | "Request sent" |
*
* @param {Request_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const request_sent_title = /** @type {((inputs?: Request_Sent_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Sent_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_request_sent_title(inputs)
	return en_request_sent_title(inputs)
});