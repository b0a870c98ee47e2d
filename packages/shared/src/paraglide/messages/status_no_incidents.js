/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_No_IncidentsInputs */

const en_status_no_incidents = /** @type {(inputs: Status_No_IncidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No incidents in the last 90 days.`)
};

const sw_status_no_incidents = /** @type {(inputs: Status_No_IncidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna matukio katika siku 90 zilizopita.`)
};

/**
* | output |
* | --- |
* | "No incidents in the last 90 days." |
*
* @param {Status_No_IncidentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_no_incidents = /** @type {((inputs?: Status_No_IncidentsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_No_IncidentsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_no_incidents(inputs)
	return en_status_no_incidents(inputs)
});