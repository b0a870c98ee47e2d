/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Choose_TitleInputs */

const en_pay_choose_title = /** @type {(inputs: Pay_Choose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Payment Method`)
};

const sw_pay_choose_title = /** @type {(inputs: Pay_Choose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua Njia ya Malipo`)
};

/**
* | output |
* | --- |
* | "Choose Payment Method" |
*
* @param {Pay_Choose_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_choose_title = /** @type {((inputs?: Pay_Choose_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Choose_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_choose_title(inputs)
	return en_pay_choose_title(inputs)
});