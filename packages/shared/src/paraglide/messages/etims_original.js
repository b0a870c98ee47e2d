/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_OriginalInputs */

const en_etims_original = /** @type {(inputs: Etims_OriginalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original CU invoice number`)
};

const sw_etims_original = /** @type {(inputs: Etims_OriginalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya ankara ya CU ya awali`)
};

/**
* | output |
* | --- |
* | "Original CU invoice number" |
*
* @param {Etims_OriginalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_original = /** @type {((inputs?: Etims_OriginalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_OriginalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_original(inputs)
	return en_etims_original(inputs)
});