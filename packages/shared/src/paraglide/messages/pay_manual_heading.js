/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Manual_HeadingInputs */

const en_pay_manual_heading = /** @type {(inputs: Pay_Manual_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or pay from the M-Pesa menu yourself:`)
};

const sw_pay_manual_heading = /** @type {(inputs: Pay_Manual_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au lipa mwenyewe kupitia menyu ya M-Pesa:`)
};

/**
* | output |
* | --- |
* | "Or pay from the M-Pesa menu yourself:" |
*
* @param {Pay_Manual_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_manual_heading = /** @type {((inputs?: Pay_Manual_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Manual_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_manual_heading(inputs)
	return en_pay_manual_heading(inputs)
});