/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_View_DetailsInputs */

const en_card_view_details = /** @type {(inputs: Card_View_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Details`)
};

const sw_card_view_details = /** @type {(inputs: Card_View_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angalia Maelezo`)
};

/**
* | output |
* | --- |
* | "View Details" |
*
* @param {Card_View_DetailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_view_details = /** @type {((inputs?: Card_View_DetailsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_View_DetailsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_view_details(inputs)
	return en_card_view_details(inputs)
});