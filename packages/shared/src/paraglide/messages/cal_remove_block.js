/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ block: NonNullable<unknown> }} Cal_Remove_BlockInputs */

const en_cal_remove_block = /** @type {(inputs: Cal_Remove_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the block ${i?.block}`)
};

const sw_cal_remove_block = /** @type {(inputs: Cal_Remove_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ondoa kizuizi ${i?.block}`)
};

/**
* | output |
* | --- |
* | "Remove the block {block}" |
*
* @param {Cal_Remove_BlockInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_remove_block = /** @type {((inputs: Cal_Remove_BlockInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Remove_BlockInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_remove_block(inputs)
	return en_cal_remove_block(inputs)
});