/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Submit_CodeInputs */

const en_card_submit_code = /** @type {(inputs: Card_Submit_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit code`)
};

const sw_card_submit_code = /** @type {(inputs: Card_Submit_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma msimbo`)
};

/**
* | output |
* | --- |
* | "Submit code" |
*
* @param {Card_Submit_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_submit_code = /** @type {((inputs?: Card_Submit_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Submit_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_submit_code(inputs)
	return en_card_submit_code(inputs)
});