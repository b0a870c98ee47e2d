/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_TabInputs */

const en_incidents_tab = /** @type {(inputs: Incidents_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incidents`)
};

const sw_incidents_tab = /** @type {(inputs: Incidents_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio`)
};

/**
* | output |
* | --- |
* | "Incidents" |
*
* @param {Incidents_TabInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_tab = /** @type {((inputs?: Incidents_TabInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_TabInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_tab(inputs)
	return en_incidents_tab(inputs)
});