/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Card_DescriptionInputs */

const en_pay_card_description = /** @type {(inputs: Pay_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payments are coming soon. Please use M-Pesa for now.`)
};

const sw_pay_card_description = /** @type {(inputs: Pay_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo kwa kadi yanakuja hivi karibuni. Tafadhali tumia M-Pesa kwa sasa.`)
};

/**
* | output |
* | --- |
* | "Card payments are coming soon. Please use M-Pesa for now." |
*
* @param {Pay_Card_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_card_description = /** @type {((inputs?: Pay_Card_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Card_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_card_description(inputs)
	return en_pay_card_description(inputs)
});