/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_LabelInputs */

const en_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of the results`)
};

const sw_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramani ya matokeo`)
};

/**
* | output |
* | --- |
* | "Map of the results" |
*
* @param {Map_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const map_label = /** @type {((inputs?: Map_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_map_label(inputs)
	return en_map_label(inputs)
});