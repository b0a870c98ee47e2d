/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_Resolved_ToastInputs */

const en_incidents_resolved_toast = /** @type {(inputs: Incidents_Resolved_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The incident is resolved.`)
};

const sw_incidents_resolved_toast = /** @type {(inputs: Incidents_Resolved_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tukio limetatuliwa.`)
};

/**
* | output |
* | --- |
* | "The incident is resolved." |
*
* @param {Incidents_Resolved_ToastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_resolved_toast = /** @type {((inputs?: Incidents_Resolved_ToastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_Resolved_ToastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_resolved_toast(inputs)
	return en_incidents_resolved_toast(inputs)
});