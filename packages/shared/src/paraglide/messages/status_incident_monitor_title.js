/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown>, status: NonNullable<unknown> }} Status_Incident_Monitor_TitleInputs */

const en_status_incident_monitor_title = /** @type {(inputs: Status_Incident_Monitor_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service}: ${i?.status}`)
};

const sw_status_incident_monitor_title = /** @type {(inputs: Status_Incident_Monitor_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service}: ${i?.status}`)
};

/**
* | output |
* | --- |
* | "{service}: {status}" |
*
* @param {Status_Incident_Monitor_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_monitor_title = /** @type {((inputs: Status_Incident_Monitor_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Incident_Monitor_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_incident_monitor_title(inputs)
	return en_status_incident_monitor_title(inputs)
});