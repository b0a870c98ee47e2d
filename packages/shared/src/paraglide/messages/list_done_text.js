/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Done_TextInputs */

const en_list_done_text = /** @type {(inputs: List_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It will be available after admin approval. Taking you to your dashboard…`)
};

const sw_list_done_text = /** @type {(inputs: List_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Litapatikana baada ya msimamizi kuliidhinisha. Tunakupeleka kwenye dashibodi yako…`)
};

/**
* | output |
* | --- |
* | "It will be available after admin approval. Taking you to your dashboard…" |
*
* @param {List_Done_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_done_text = /** @type {((inputs?: List_Done_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Done_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_done_text(inputs)
	return en_list_done_text(inputs)
});