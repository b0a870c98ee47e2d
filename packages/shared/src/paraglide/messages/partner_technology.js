/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_TechnologyInputs */

const en_partner_technology = /** @type {(inputs: Partner_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technology Partner`)
};

const sw_partner_technology = /** @type {(inputs: Partner_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mshirika wa Teknolojia`)
};

/**
* | output |
* | --- |
* | "Technology Partner" |
*
* @param {Partner_TechnologyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partner_technology = /** @type {((inputs?: Partner_TechnologyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_TechnologyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partner_technology(inputs)
	return en_partner_technology(inputs)
});