/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Incident_OngoingInputs */

const en_status_incident_ongoing = /** @type {(inputs: Status_Incident_OngoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongoing`)
};

const sw_status_incident_ongoing = /** @type {(inputs: Status_Incident_OngoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linaendelea`)
};

/**
* | output |
* | --- |
* | "Ongoing" |
*
* @param {Status_Incident_OngoingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_ongoing = /** @type {((inputs?: Status_Incident_OngoingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Incident_OngoingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_incident_ongoing(inputs)
	return en_status_incident_ongoing(inputs)
});