/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_ServiceInputs */

const en_incidents_service = /** @type {(inputs: Incidents_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const sw_incidents_service = /** @type {(inputs: Incidents_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huduma`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Incidents_ServiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_service = /** @type {((inputs?: Incidents_ServiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_ServiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_service(inputs)
	return en_incidents_service(inputs)
});