/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Incident_Monitor_TextInputs */

const en_status_incident_monitor_text = /** @type {(inputs: Status_Incident_Monitor_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Found by the service's own checks, and closed by them when it was working again.`)
};

const sw_status_incident_monitor_text = /** @type {(inputs: Status_Incident_Monitor_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lilibainishwa na ukaguzi wa huduma yenyewe, na kufungwa nao ilipofanya kazi tena.`)
};

/**
* | output |
* | --- |
* | "Found by the service's own checks, and closed by them when it was working again." |
*
* @param {Status_Incident_Monitor_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incident_monitor_text = /** @type {((inputs?: Status_Incident_Monitor_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Incident_Monitor_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_incident_monitor_text(inputs)
	return en_status_incident_monitor_text(inputs)
});