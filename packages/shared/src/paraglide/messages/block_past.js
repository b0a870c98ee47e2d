/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Block_PastInputs */

const en_block_past = /** @type {(inputs: Block_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That time has already passed.`)
};

const sw_block_past = /** @type {(inputs: Block_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda huo umeshapita.`)
};

/**
* | output |
* | --- |
* | "That time has already passed." |
*
* @param {Block_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_past = /** @type {((inputs?: Block_PastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Block_PastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_block_past(inputs)
	return en_block_past(inputs)
});