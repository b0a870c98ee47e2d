/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Kind_FeeInputs */

const en_etims_kind_fee = /** @type {(inputs: Etims_Kind_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi fee`)
};

const sw_etims_kind_fee = /** @type {(inputs: Etims_Kind_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada ya Nafasi`)
};

/**
* | output |
* | --- |
* | "Nafasi fee" |
*
* @param {Etims_Kind_FeeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_kind_fee = /** @type {((inputs?: Etims_Kind_FeeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Kind_FeeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_kind_fee(inputs)
	return en_etims_kind_fee(inputs)
});