/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_UntilInputs */

const en_cal_until = /** @type {(inputs: Cal_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until (optional)`)
};

const sw_cal_until = /** @type {(inputs: Cal_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hadi (si lazima)`)
};

/**
* | output |
* | --- |
* | "Until (optional)" |
*
* @param {Cal_UntilInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_until = /** @type {((inputs?: Cal_UntilInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_UntilInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_until(inputs)
	return en_cal_until(inputs)
});