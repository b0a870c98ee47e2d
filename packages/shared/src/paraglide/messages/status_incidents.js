/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_IncidentsInputs */

const en_status_incidents = /** @type {(inputs: Status_IncidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent incidents`)
};

const sw_status_incidents = /** @type {(inputs: Status_IncidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio ya karibuni`)
};

/**
* | output |
* | --- |
* | "Recent incidents" |
*
* @param {Status_IncidentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_incidents = /** @type {((inputs?: Status_IncidentsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_IncidentsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_incidents(inputs)
	return en_status_incidents(inputs)
});