/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Open_CreditInputs */

const en_etims_open_credit = /** @type {(inputs: Etims_Open_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eTIMS credit note`)
};

const sw_etims_open_credit = /** @type {(inputs: Etims_Open_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hati ya punguzo ya eTIMS`)
};

/**
* | output |
* | --- |
* | "eTIMS credit note" |
*
* @param {Etims_Open_CreditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_open_credit = /** @type {((inputs?: Etims_Open_CreditInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Open_CreditInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_open_credit(inputs)
	return en_etims_open_credit(inputs)
});