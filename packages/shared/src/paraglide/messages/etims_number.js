/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_NumberInputs */

const en_etims_number = /** @type {(inputs: Etims_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice number`)
};

const sw_etims_number = /** @type {(inputs: Etims_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya ankara`)
};

/**
* | output |
* | --- |
* | "Invoice number" |
*
* @param {Etims_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_number = /** @type {((inputs?: Etims_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_number(inputs)
	return en_etims_number(inputs)
});