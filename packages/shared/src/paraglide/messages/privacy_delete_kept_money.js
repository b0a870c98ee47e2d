/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Kept_MoneyInputs */

const en_privacy_delete_kept_money = /** @type {(inputs: Privacy_Delete_Kept_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings, payments and invoices, for five years (Tax Procedures Act 2015, s. 23), without your name, e-mail or phone`)
};

const sw_privacy_delete_kept_money = /** @type {(inputs: Privacy_Delete_Kept_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi zilizohifadhiwa, malipo na ankara, kwa miaka mitano (Sheria ya Taratibu za Kodi 2015, kif. 23), bila jina lako, barua pepe au simu`)
};

/**
* | output |
* | --- |
* | "Bookings, payments and invoices, for five years (Tax Procedures Act 2015, s. 23), without your name, e-mail or phone" |
*
* @param {Privacy_Delete_Kept_MoneyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_kept_money = /** @type {((inputs?: Privacy_Delete_Kept_MoneyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Kept_MoneyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_kept_money(inputs)
	return en_privacy_delete_kept_money(inputs)
});