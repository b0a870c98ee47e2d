/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_ModifyInputs */

const en_card_modify = /** @type {(inputs: Card_ModifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modify`)
};

const sw_card_modify = /** @type {(inputs: Card_ModifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badilisha`)
};

/**
* | output |
* | --- |
* | "Modify" |
*
* @param {Card_ModifyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_modify = /** @type {((inputs?: Card_ModifyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_ModifyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_modify(inputs)
	return en_card_modify(inputs)
});