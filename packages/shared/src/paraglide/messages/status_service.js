/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ServiceInputs */

const en_status_service = /** @type {(inputs: Status_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const sw_status_service = /** @type {(inputs: Status_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huduma`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Status_ServiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_service = /** @type {((inputs?: Status_ServiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ServiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_service(inputs)
	return en_status_service(inputs)
});