/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Block_Not_FoundInputs */

const en_block_not_found = /** @type {(inputs: Block_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block not found`)
};

const sw_block_not_found = /** @type {(inputs: Block_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kizuizi hakikupatikana`)
};

/**
* | output |
* | --- |
* | "Block not found" |
*
* @param {Block_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_not_found = /** @type {((inputs?: Block_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Block_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_block_not_found(inputs)
	return en_block_not_found(inputs)
});