/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Block_OrderInputs */

const en_block_order = /** @type {(inputs: Block_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A block must end after it starts.`)
};

const sw_block_order = /** @type {(inputs: Block_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kizuizi lazima kiishe baada ya kuanza.`)
};

/**
* | output |
* | --- |
* | "A block must end after it starts." |
*
* @param {Block_OrderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_order = /** @type {((inputs?: Block_OrderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Block_OrderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_block_order(inputs)
	return en_block_order(inputs)
});