/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Export_BusyInputs */

const en_privacy_export_busy = /** @type {(inputs: Privacy_Export_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your archive is already being prepared: we will e-mail you when it is ready.`)
};

const sw_privacy_export_busy = /** @type {(inputs: Privacy_Export_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu yako tayari inaandaliwa: tutakutumia barua pepe ikiwa tayari.`)
};

/**
* | output |
* | --- |
* | "Your archive is already being prepared: we will e-mail you when it is ready." |
*
* @param {Privacy_Export_BusyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_busy = /** @type {((inputs?: Privacy_Export_BusyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_BusyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_busy(inputs)
	return en_privacy_export_busy(inputs)
});