/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max_block_days: NonNullable<unknown> }} Block_Too_LongInputs */

const en_block_too_long = /** @type {(inputs: Block_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block at most ${i?.max_block_days} days at a time.`)
};

const sw_block_too_long = /** @type {(inputs: Block_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuia siku ${i?.max_block_days} tu zaidi kwa wakati mmoja.`)
};

/**
* | output |
* | --- |
* | "Block at most {max_block_days} days at a time." |
*
* @param {Block_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_too_long = /** @type {((inputs: Block_Too_LongInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Block_Too_LongInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_block_too_long(inputs)
	return en_block_too_long(inputs)
});