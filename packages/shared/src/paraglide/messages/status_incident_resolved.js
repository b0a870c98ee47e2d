/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Status_Incident_ResolvedInputs */

const en_status_incident_resolved = /** @type {(inputs: Status_Incident_ResolvedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resolved ${i?.at}`)
};

const sw_status_incident_resolved = /** @type {(inputs: Status_Incident_ResolvedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lilitatuliwa ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Resolved {at}" |
*
* @param {Status_Incident_ResolvedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_resolved = /** @type {((inputs: Status_Incident_ResolvedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Incident_ResolvedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_incident_resolved(inputs)
	return en_status_incident_resolved(inputs)
});