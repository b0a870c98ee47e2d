/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Metric_IncidentsInputs */

const en_status_metric_incidents = /** @type {(inputs: Status_Metric_IncidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incidents (90 days)`)
};

const sw_status_metric_incidents = /** @type {(inputs: Status_Metric_IncidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio (siku 90)`)
};

/**
* | output |
* | --- |
* | "Incidents (90 days)" |
*
* @param {Status_Metric_IncidentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_metric_incidents = /** @type {((inputs?: Status_Metric_IncidentsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Metric_IncidentsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_metric_incidents(inputs)
	return en_status_metric_incidents(inputs)
});