/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_Sending_RequestInputs */

const en_summary_sending_request = /** @type {(inputs: Summary_Sending_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending request...`)
};

const sw_summary_sending_request = /** @type {(inputs: Summary_Sending_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inatuma ombi...`)
};

/**
* | output |
* | --- |
* | "Sending request..." |
*
* @param {Summary_Sending_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_sending_request = /** @type {((inputs?: Summary_Sending_RequestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_Sending_RequestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_sending_request(inputs)
	return en_summary_sending_request(inputs)
});