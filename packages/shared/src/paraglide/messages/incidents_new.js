/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_NewInputs */

const en_incidents_new = /** @type {(inputs: Incidents_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open an incident`)
};

const sw_incidents_new = /** @type {(inputs: Incidents_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua tukio`)
};

/**
* | output |
* | --- |
* | "Open an incident" |
*
* @param {Incidents_NewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_new = /** @type {((inputs?: Incidents_NewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_NewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_new(inputs)
	return en_incidents_new(inputs)
});