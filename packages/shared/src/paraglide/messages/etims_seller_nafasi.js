/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Seller_NafasiInputs */

const en_etims_seller_nafasi = /** @type {(inputs: Etims_Seller_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi`)
};

const sw_etims_seller_nafasi = /** @type {(inputs: Etims_Seller_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi`)
};

/**
* | output |
* | --- |
* | "Nafasi" |
*
* @param {Etims_Seller_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_seller_nafasi = /** @type {((inputs?: Etims_Seller_NafasiInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Seller_NafasiInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_seller_nafasi(inputs)
	return en_etims_seller_nafasi(inputs)
});