/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_ResolveInputs */

const en_incidents_resolve = /** @type {(inputs: Incidents_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolve`)
};

const sw_incidents_resolve = /** @type {(inputs: Incidents_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tatua`)
};

/**
* | output |
* | --- |
* | "Resolve" |
*
* @param {Incidents_ResolveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_resolve = /** @type {((inputs?: Incidents_ResolveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_ResolveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_resolve(inputs)
	return en_incidents_resolve(inputs)
});