/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incident_Not_FoundInputs */

const en_incident_not_found = /** @type {(inputs: Incident_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This incident does not exist.`)
};

const sw_incident_not_found = /** @type {(inputs: Incident_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tukio hili halipo.`)
};

/**
* | output |
* | --- |
* | "This incident does not exist." |
*
* @param {Incident_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incident_not_found = /** @type {((inputs?: Incident_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incident_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incident_not_found(inputs)
	return en_incident_not_found(inputs)
});