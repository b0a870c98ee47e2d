/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_SendInputs */

const en_correction_send = /** @type {(inputs: Correction_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the request`)
};

const sw_correction_send = /** @type {(inputs: Correction_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma ombi`)
};

/**
* | output |
* | --- |
* | "Send the request" |
*
* @param {Correction_SendInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_send = /** @type {((inputs?: Correction_SendInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_SendInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_send(inputs)
	return en_correction_send(inputs)
});