/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_SignatureInputs */

const en_etims_signature = /** @type {(inputs: Etims_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt signature`)
};

const sw_etims_signature = /** @type {(inputs: Etims_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saini ya risiti`)
};

/**
* | output |
* | --- |
* | "Receipt signature" |
*
* @param {Etims_SignatureInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_signature = /** @type {((inputs?: Etims_SignatureInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_SignatureInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_signature(inputs)
	return en_etims_signature(inputs)
});