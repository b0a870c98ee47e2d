/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incident_Already_ResolvedInputs */

const en_incident_already_resolved = /** @type {(inputs: Incident_Already_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This incident is resolved already; open a new one if the problem is back.`)
};

const sw_incident_already_resolved = /** @type {(inputs: Incident_Already_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tukio hili limeshatatuliwa; fungua jipya ikiwa tatizo limerudi.`)
};

/**
* | output |
* | --- |
* | "This incident is resolved already; open a new one if the problem is back." |
*
* @param {Incident_Already_ResolvedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incident_already_resolved = /** @type {((inputs?: Incident_Already_ResolvedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incident_Already_ResolvedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incident_already_resolved(inputs)
	return en_incident_already_resolved(inputs)
});