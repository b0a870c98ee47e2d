/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Short_Too_SoonInputs */

const en_day_short_too_soon = /** @type {(inputs: Day_Short_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too soon`)
};

const sw_day_short_too_soon = /** @type {(inputs: Day_Short_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapema`)
};

/**
* | output |
* | --- |
* | "Too soon" |
*
* @param {Day_Short_Too_SoonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_too_soon = /** @type {((inputs?: Day_Short_Too_SoonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Short_Too_SoonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_short_too_soon(inputs)
	return en_day_short_too_soon(inputs)
});