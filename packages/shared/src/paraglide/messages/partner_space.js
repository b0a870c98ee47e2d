/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_SpaceInputs */

const en_partner_space = /** @type {(inputs: Partner_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space Provider`)
};

const sw_partner_space = /** @type {(inputs: Partner_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtoa Maeneo`)
};

/**
* | output |
* | --- |
* | "Space Provider" |
*
* @param {Partner_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partner_space = /** @type {((inputs?: Partner_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partner_space(inputs)
	return en_partner_space(inputs)
});