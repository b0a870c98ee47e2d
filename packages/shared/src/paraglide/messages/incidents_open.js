/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_OpenInputs */

const en_incidents_open = /** @type {(inputs: Incidents_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open incidents`)
};

const sw_incidents_open = /** @type {(inputs: Incidents_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio yaliyo wazi`)
};

/**
* | output |
* | --- |
* | "Open incidents" |
*
* @param {Incidents_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_open = /** @type {((inputs?: Incidents_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_open(inputs)
	return en_incidents_open(inputs)
});