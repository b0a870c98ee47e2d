/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Whole_ServiceInputs */

const en_status_whole_service = /** @type {(inputs: Status_Whole_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi`)
};

const sw_status_whole_service = /** @type {(inputs: Status_Whole_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi`)
};

/**
* | output |
* | --- |
* | "Nafasi" |
*
* @param {Status_Whole_ServiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_whole_service = /** @type {((inputs?: Status_Whole_ServiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Whole_ServiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_whole_service(inputs)
	return en_status_whole_service(inputs)
});