/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Title_CreditInputs */

const en_etims_title_credit = /** @type {(inputs: Etims_Title_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit note`)
};

const sw_etims_title_credit = /** @type {(inputs: Etims_Title_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hati ya punguzo`)
};

/**
* | output |
* | --- |
* | "Credit note" |
*
* @param {Etims_Title_CreditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_title_credit = /** @type {((inputs?: Etims_Title_CreditInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Title_CreditInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_title_credit(inputs)
	return en_etims_title_credit(inputs)
});