/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Next_PartInputs */

const en_push_next_part = /** @type {(inputs: Push_Next_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay the next part`)
};

const sw_push_next_part = /** @type {(inputs: Push_Next_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lipa sehemu inayofuata`)
};

/**
* | output |
* | --- |
* | "Pay the next part" |
*
* @param {Push_Next_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_next_part = /** @type {((inputs?: Push_Next_PartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Next_PartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_next_part(inputs)
	return en_push_next_part(inputs)
});