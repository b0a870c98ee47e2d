/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ResponseInputs */

const en_status_response = /** @type {(inputs: Status_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response time`)
};

const sw_status_response = /** @type {(inputs: Status_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa kujibu`)
};

/**
* | output |
* | --- |
* | "Response time" |
*
* @param {Status_ResponseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_response = /** @type {((inputs?: Status_ResponseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ResponseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_response(inputs)
	return en_status_response(inputs)
});