/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_BecomeInputs */

const en_partners_become = /** @type {(inputs: Partners_BecomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a partner`)
};

const sw_partners_become = /** @type {(inputs: Partners_BecomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwa mshirika`)
};

/**
* | output |
* | --- |
* | "Become a partner" |
*
* @param {Partners_BecomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_become = /** @type {((inputs?: Partners_BecomeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_BecomeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_become(inputs)
	return en_partners_become(inputs)
});