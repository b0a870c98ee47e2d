/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_CopyInputs */

const en_cal_copy = /** @type {(inputs: Cal_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

const sw_cal_copy = /** @type {(inputs: Cal_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakili`)
};

/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Cal_CopyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_copy = /** @type {((inputs?: Cal_CopyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_CopyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_copy(inputs)
	return en_cal_copy(inputs)
});