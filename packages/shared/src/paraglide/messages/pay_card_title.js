/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Card_TitleInputs */

const en_pay_card_title = /** @type {(inputs: Pay_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card Payment`)
};

const sw_pay_card_title = /** @type {(inputs: Pay_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo kwa Kadi`)
};

/**
* | output |
* | --- |
* | "Card Payment" |
*
* @param {Pay_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_card_title = /** @type {((inputs?: Pay_Card_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Card_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_card_title(inputs)
	return en_pay_card_title(inputs)
});