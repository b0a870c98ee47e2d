/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ServicesInputs */

const en_status_services = /** @type {(inputs: Status_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

const sw_status_services = /** @type {(inputs: Status_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huduma`)
};

/**
* | output |
* | --- |
* | "Services" |
*
* @param {Status_ServicesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_services = /** @type {((inputs?: Status_ServicesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ServicesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_services(inputs)
	return en_status_services(inputs)
});