/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Block_AddedInputs */

const en_toast_block_added = /** @type {(inputs: Toast_Block_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked. Guests cannot book that time.`)
};

const sw_toast_block_added = /** @type {(inputs: Toast_Block_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imezuiwa. Wageni hawawezi kuhifadhi muda huo.`)
};

/**
* | output |
* | --- |
* | "Blocked. Guests cannot book that time." |
*
* @param {Toast_Block_AddedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_block_added = /** @type {((inputs?: Toast_Block_AddedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Block_AddedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_block_added(inputs)
	return en_toast_block_added(inputs)
});