/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Status_Incident_StartedInputs */

const en_status_incident_started = /** @type {(inputs: Status_Incident_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Started ${i?.at}`)
};

const sw_status_incident_started = /** @type {(inputs: Status_Incident_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lilianza ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Started {at}" |
*
* @param {Status_Incident_StartedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_started = /** @type {((inputs: Status_Incident_StartedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Incident_StartedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_incident_started(inputs)
	return en_status_incident_started(inputs)
});