/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Done_TitleInputs */

const en_list_done_title = /** @type {(inputs: List_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space listed successfully!`)
};

const sw_list_done_title = /** @type {(inputs: List_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo limeorodheshwa!`)
};

/**
* | output |
* | --- |
* | "Space listed successfully!" |
*
* @param {List_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_done_title = /** @type {((inputs?: List_Done_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Done_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_done_title(inputs)
	return en_list_done_title(inputs)
});