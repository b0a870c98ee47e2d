/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_TotalInputs */

const en_etims_total = /** @type {(inputs: Etims_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const sw_etims_total = /** @type {(inputs: Etims_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Etims_TotalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_total = /** @type {((inputs?: Etims_TotalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_TotalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_total(inputs)
	return en_etims_total(inputs)
});