/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Kind_SaleInputs */

const en_etims_kind_sale = /** @type {(inputs: Etims_Kind_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking`)
};

const sw_etims_kind_sale = /** @type {(inputs: Etims_Kind_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi iliyohifadhiwa`)
};

/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Etims_Kind_SaleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_kind_sale = /** @type {((inputs?: Etims_Kind_SaleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Kind_SaleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_kind_sale(inputs)
	return en_etims_kind_sale(inputs)
});