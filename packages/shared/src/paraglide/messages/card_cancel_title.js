/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Cancel_TitleInputs */

const en_card_cancel_title = /** @type {(inputs: Card_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this booking?`)
};

const sw_card_cancel_title = /** @type {(inputs: Card_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ughairi uhifadhi huu?`)
};

/**
* | output |
* | --- |
* | "Cancel this booking?" |
*
* @param {Card_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_cancel_title = /** @type {((inputs?: Card_Cancel_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Cancel_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_cancel_title(inputs)
	return en_card_cancel_title(inputs)
});