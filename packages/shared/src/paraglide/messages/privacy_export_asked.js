/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Export_AskedInputs */

const en_privacy_export_asked = /** @type {(inputs: Privacy_Export_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are preparing your archive. We will e-mail you a link when it is ready.`)
};

const sw_privacy_export_asked = /** @type {(inputs: Privacy_Export_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tunaandaa kumbukumbu yako. Tutakutumia kiungo kwa barua pepe ikiwa tayari.`)
};

/**
* | output |
* | --- |
* | "We are preparing your archive. We will e-mail you a link when it is ready." |
*
* @param {Privacy_Export_AskedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_asked = /** @type {((inputs?: Privacy_Export_AskedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_AskedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_asked(inputs)
	return en_privacy_export_asked(inputs)
});