/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_SellerInputs */

const en_etims_seller = /** @type {(inputs: Etims_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seller`)
};

const sw_etims_seller = /** @type {(inputs: Etims_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muuzaji`)
};

/**
* | output |
* | --- |
* | "Seller" |
*
* @param {Etims_SellerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_seller = /** @type {((inputs?: Etims_SellerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_SellerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_seller(inputs)
	return en_etims_seller(inputs)
});