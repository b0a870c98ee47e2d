/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Block_Times_TogetherInputs */

const en_block_times_together = /** @type {(inputs: Block_Times_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give both a start and an end time, or neither to block whole days.`)
};

const sw_block_times_together = /** @type {(inputs: Block_Times_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka muda wa kuanza na wa kumaliza pamoja, au usiweke yoyote ili kuzuia siku nzima.`)
};

/**
* | output |
* | --- |
* | "Give both a start and an end time, or neither to block whole days." |
*
* @param {Block_Times_TogetherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_times_together = /** @type {((inputs?: Block_Times_TogetherInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Block_Times_TogetherInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_block_times_together(inputs)
	return en_block_times_together(inputs)
});