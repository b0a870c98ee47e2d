/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Block_TitleInputs */

const en_cal_block_title = /** @type {(inputs: Cal_Block_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block time for your own use`)
};

const sw_cal_block_title = /** @type {(inputs: Cal_Block_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuia muda kwa matumizi yako`)
};

/**
* | output |
* | --- |
* | "Block time for your own use" |
*
* @param {Cal_Block_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_block_title = /** @type {((inputs?: Cal_Block_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Block_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_block_title(inputs)
	return en_cal_block_title(inputs)
});