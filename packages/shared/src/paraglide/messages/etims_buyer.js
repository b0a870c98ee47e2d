/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_BuyerInputs */

const en_etims_buyer = /** @type {(inputs: Etims_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer`)
};

const sw_etims_buyer = /** @type {(inputs: Etims_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mnunuzi`)
};

/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Etims_BuyerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_buyer = /** @type {((inputs?: Etims_BuyerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_BuyerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_buyer(inputs)
	return en_etims_buyer(inputs)
});