/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_OwnersInputs */

const en_how_owners = /** @type {(inputs: How_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For space owners`)
};

const sw_how_owners = /** @type {(inputs: How_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa wamiliki wa maeneo`)
};

/**
* | output |
* | --- |
* | "For space owners" |
*
* @param {How_OwnersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const how_owners = /** @type {((inputs?: How_OwnersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_OwnersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_how_owners(inputs)
	return en_how_owners(inputs)
});